import { CheckCircle2, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("tools");
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);
  const forceDelete = useForceDelete();
  const ids = parseProjectIds(text);
  const notDeleted = forceDelete.data ? ids.filter((id) => !forceDelete.data.deletedIds.includes(id)) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ids.length === 0) {
      setInputError(t("cleanupSpecific.needOne"));
      return;
    }
    setInputError(null);
    setConfirming(true);
  }

  return (
    <ToolLayout path="/tools/cleanup-specific">
      <form onSubmit={submit} className="max-w-2xl space-y-3">
        <Label htmlFor="force-ids">{t("cleanupSpecific.ids")}</Label>
        <Textarea
          id="force-ids"
          rows={6}
          value={text}
          className="font-mono text-xs md:text-xs"
          placeholder={t("cleanupSpecific.placeholder")}
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
          {inputError ?? t("cleanupSpecific.help", { count: ids.length })}
        </p>
        <Button type="submit" variant="destructive" disabled={forceDelete.isPending}>
          {forceDelete.isPending ? <Spinner /> : <Trash2 />} {t("cleanupSpecific.submit")}
        </Button>
      </form>
      <div aria-live="polite" className="max-w-2xl space-y-2">
        {forceDelete.error ? <ErrorAlert title={t("deleteFailed")} error={forceDelete.error} /> : null}
        {forceDelete.data ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertTitle>
              {t("cleanupSpecific.deleted", { count: forceDelete.data.deletedIds.length })}
            </AlertTitle>
            <AlertDescription>
              {forceDelete.data.deletedIds.length ? (
                <ul className="mt-1 space-y-0.5 font-mono text-xs" data-testid="deleted-ids">
                  {forceDelete.data.deletedIds.map((id) => (
                    <li key={id}>{id}</li>
                  ))}
                </ul>
              ) : (
                t("cleanupSpecific.noneExisted")
              )}
              {notDeleted.length ? (
                <p className="mt-2 text-xs">
                  {t("cleanupSpecific.notFound", { ids: notDeleted.join(", ") })}
                </p>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cleanupSpecific.confirmTitle")}
        description={t("cleanupSpecific.confirmQuestion", { count: ids.length })}
        confirmLabel={t("cleanupSpecific.confirm")}
        onConfirm={() => forceDelete.mutate(ids)}
      />
    </ToolLayout>
  );
}
