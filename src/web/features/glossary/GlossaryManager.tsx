import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GlossaryTerm } from "@/shared/api/glossary";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { useAddTerm, useDeleteTerm, useGlossary, useUpdateTerm } from "./api";
import { TermForm } from "./TermForm";
import { draftOf, emptyDraft } from "./term-draft";

/** Lists a glossary's terms, adds, edits and removes them (the user's own when projectId is null). */
export function GlossaryManager({
  projectId = null,
  readOnly = false,
}: {
  projectId?: string | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation("glossary");
  const glossary = useGlossary(projectId);
  const add = useAddTerm(projectId);
  const update = useUpdateTerm();
  const remove = useDeleteTerm();
  const [editing, setEditing] = useState<string | null>(null);
  const terms = glossary.data ?? [];
  const othersThan = (id: string | null) => terms.filter((term) => term.id !== id).map((term) => term.term);

  return (
    <div className="space-y-4">
      {glossary.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      ) : glossary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadFailed", { message: errorMessage(glossary.error) })}
        </p>
      ) : terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">{readOnly ? t("emptyReadOnly") : t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("list")}>
          {terms.map((item) =>
            editing === item.id ? (
              <li key={item.id} className="bg-muted/40 px-3 py-3">
                <TermForm
                  label={t("editLabel", { term: item.term })}
                  initial={draftOf(item)}
                  others={othersThan(item.id)}
                  submitLabel={t("save")}
                  onSubmit={(input) => update.mutateAsync({ id: item.id, input })}
                  onSaved={() => {
                    setEditing(null);
                    toast.success(t("saved"));
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <TermRow
                key={item.id}
                term={item}
                readOnly={readOnly}
                onEdit={() => setEditing(item.id)}
                onRemove={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => toast.success(t("removed", { term: item.term })),
                    onError: (error) => toast.error(t("removeFailed"), { description: errorMessage(error) }),
                  })
                }
                removing={remove.isPending && remove.variables === item.id}
              />
            ),
          )}
        </ul>
      )}

      {readOnly || glossary.isPending ? null : (
        <div className="rounded-md border border-dashed p-3">
          <h3 className="mb-2 text-sm font-medium">{t("addTitle")}</h3>
          <TermForm
            label={t("addTitle")}
            initial={emptyDraft()}
            others={othersThan(null)}
            submitLabel={t("add")}
            onSubmit={(input) => add.mutateAsync(input)}
            onSaved={() => toast.success(t("added"))}
          />
        </div>
      )}
    </div>
  );
}

function TermRow({
  term,
  readOnly,
  onEdit,
  onRemove,
  removing,
}: {
  term: GlossaryTerm;
  readOnly: boolean;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation("glossary");
  const format = useFormatters();
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm" data-testid="glossary-term">
      <span className="font-medium break-all">{term.term}</span>
      {term.doNotTranslate ? <Badge variant="secondary">{t("doNotTranslate")}</Badge> : null}
      {Object.entries(term.translations).map(([code, text]) => (
        <Badge key={code} variant="outline" title={format.language(code)} className="whitespace-normal">
          <span aria-hidden>{code.toUpperCase()}:</span>
          <span className="sr-only">{format.language(code)}:</span> {text}
        </Badge>
      ))}
      {readOnly ? null : (
        <span className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground"
            aria-label={t("edit", { term: term.term })}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={t("remove", { term: term.term })}
            disabled={removing}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      )}
    </li>
  );
}
