import { useState } from "react";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Badge } from "@/web/components/ui/badge";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useTableColumns, useTables } from "./api";
import { ToolLayout } from "./ToolLayout";

/** Columns of a table as the database catalogue describes them. */
export function TableInfoToolPage() {
  const tables = useTables();
  const [table, setTable] = useState<string | null>(null);
  const columns = useTableColumns(table);

  return (
    <ToolLayout path="/tools/table-info">
      <div className="max-w-sm space-y-2">
        <Label htmlFor="table-select">Tabela</Label>
        <Select value={table ?? ""} onValueChange={setTable} disabled={!tables.data?.length}>
          <SelectTrigger id="table-select">
            <SelectValue placeholder={tables.isPending ? "Carregando tabelas…" : "Escolha uma tabela"} />
          </SelectTrigger>
          <SelectContent>
            {tables.data?.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {tables.error ? <ErrorAlert title="Não foi possível listar as tabelas" error={tables.error} /> : null}
      {!table ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          Escolha uma tabela para ver suas colunas.
        </p>
      ) : columns.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : columns.error ? (
        <ErrorAlert title="Não foi possível ler as colunas" error={columns.error} />
      ) : (
        <Table aria-label={`Colunas de ${columns.data.table}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Coluna</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Nulo</TableHead>
              <TableHead>Padrão</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {columns.data.columns.map((column) => (
              <TableRow key={column.name}>
                <TableCell className="font-mono text-xs font-medium">{column.name}</TableCell>
                <TableCell className="font-mono text-xs">{column.dataType}</TableCell>
                <TableCell>
                  <Badge variant={column.nullable ? "secondary" : "outline"}>
                    {column.nullable ? "sim" : "não"}
                  </Badge>
                </TableCell>
                <TableCell className="max-w-72 font-mono text-xs break-all text-muted-foreground">
                  {column.defaultValue ?? "—"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ToolLayout>
  );
}
