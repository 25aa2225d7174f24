import { CheckCircle2, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/web/components/ConfirmDialog";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { parseProjectIds, useForceDelete } from "./api";
import { ToolLayout } from "./ToolLayout";

/** force_delete_projects: deletes the listed projects with everything that refers to them. */
export function CleanupSpecificToolPage() {
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);
  const forceDelete = useForceDelete();
  const ids = parseProjectIds(text);
  const notDeleted = forceDelete.data ? ids.filter((id) => !forceDelete.data.deletedIds.includes(id)) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ids.length === 0) {
      setInputError("Por favor, insira pelo menos um ID de projeto válido");
      return;
    }
    setInputError(null);
    setConfirming(true);
  }

  return (
    <ToolLayout path="/tools/cleanup-specific">
      <form onSubmit={submit} className="max-w-2xl space-y-3">
        <Label htmlFor="force-ids">IDs dos projetos</Label>
        <Textarea
          id="force-ids"
          rows={6}
          value={text}
          className="font-mono text-xs md:text-xs"
          placeholder={"Um ID por linha ou separados por vírgula"}
          aria-invalid={inputError ? true : undefined}
          aria-describedby="force-ids-help"
          onChange={(event) => {
            setText(event.target.value);
            setInputError(null);
          }}
        />
        <p
          id="force-ids-help"
          className={inputError ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        >
          {inputError ??
            `${ids.length} ID(s). Blocos, comentários e atividades vão junto; cópias de outros projetos ficam, sem o vínculo com a fonte.`}
        </p>
        <Button type="submit" variant="destructive" disabled={forceDelete.isPending}>
          {forceDelete.isPending ? <Spinner /> : <Trash2 />} Force delete
        </Button>
      </form>
      <div aria-live="polite" className="max-w-2xl space-y-2">
        {forceDelete.error ? <ErrorAlert title="A exclusão falhou" error={forceDelete.error} /> : null}
        {forceDelete.data ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertTitle>{forceDelete.data.deletedIds.length} projeto(s) excluído(s)</AlertTitle>
            <AlertDescription>
              {forceDelete.data.deletedIds.length ? (
                <ul className="mt-1 space-y-0.5 font-mono text-xs" data-testid="deleted-ids">
                  {forceDelete.data.deletedIds.map((id) => (
                    <li key={id}>{id}</li>
                  ))}
                </ul>
              ) : (
                "Nenhum dos IDs existia."
              )}
              {notDeleted.length ? (
                <p className="mt-2 text-xs">Não encontrados: {notDeleted.join(", ")}</p>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Forçar exclusão"
        description={`Excluir definitivamente ${ids.length} projeto(s), com seus blocos, comentários e vínculos?`}
        confirmLabel="Excluir"
        onConfirm={() => forceDelete.mutate(ids)}
      />
    </ToolLayout>
  );
}
