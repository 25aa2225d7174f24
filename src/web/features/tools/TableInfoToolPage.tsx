import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("tools");
  const tables = useTables();
  const [table, setTable] = useState<string | null>(null);
  const columns = useTableColumns(table);

  return (
    <ToolLayout path="/tools/table-info">
      <div className="max-w-sm space-y-2">
        <Label htmlFor="table-select">{t("tableInfo.table")}</Label>
        <Select value={table ?? ""} onValueChange={setTable} disabled={!tables.data?.length}>
          <SelectTrigger id="table-select">
            <SelectValue placeholder={tables.isPending ? t("tableInfo.loading") : t("tableInfo.choose")} />
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
      {tables.error ? <ErrorAlert title={t("tableInfo.listFailed")} error={tables.error} /> : null}
      {!table ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {t("tableInfo.pick")}
        </p>
      ) : columns.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : columns.error ? (
        <ErrorAlert title={t("tableInfo.readFailed")} error={columns.error} />
      ) : (
        <Table aria-label={t("tableInfo.columnsOf", { table: columns.data.table })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("tableInfo.column")}</TableHead>
              <TableHead>{t("tableInfo.type")}</TableHead>
              <TableHead>{t("tableInfo.nullable")}</TableHead>
              <TableHead>{t("tableInfo.default")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {columns.data.columns.map((column) => (
              <TableRow key={column.name}>
                <TableCell className="font-mono text-xs font-medium">{column.name}</TableCell>
                <TableCell className="font-mono text-xs">{column.dataType}</TableCell>
                <TableCell>
                  <Badge variant={column.nullable ? "secondary" : "outline"}>
                    {column.nullable ? t("tableInfo.yes") : t("tableInfo.no")}
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
