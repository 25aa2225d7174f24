import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { GLOSSARY_TERM_MAX, GLOSSARY_TRANSLATION_MAX } from "@/shared/api/glossary";
import { LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAddTerm, useDeleteTerm, useGlossary } from "./api";

/** Lists a glossary's terms and adds or removes them (the user's own when projectId is null). */
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
  const remove = useDeleteTerm(projectId);
  const [term, setTerm] = useState("");
  const [keep, setKeep] = useState(false);
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [translation, setTranslation] = useState("");
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      term,
      doNotTranslate: keep,
      translations: !keep && translation.trim() ? { [language]: translation } : {},
    };
    add.mutate(body, {
      onSuccess: () => {
        setTerm("");
        setTranslation("");
        setKeep(false);
        toast.success(t("added"));
      },
      onError: (error) => toast.error(t("addFailed"), { description: error.message }),
    });
  };

  return (
    <div className="space-y-4">
      {glossary.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      ) : glossary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadFailed", { message: glossary.error.message })}
        </p>
      ) : glossary.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("list")}>
          {glossary.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm"
              data-testid="glossary-term"
            >
              <span className="font-medium">{item.term}</span>
              {item.doNotTranslate ? <Badge variant="secondary">{t("doNotTranslate")}</Badge> : null}
              {Object.entries(item.translations).map(([code, text]) => (
                <Badge key={code} variant="outline">
                  {code.toUpperCase()}: {text}
                </Badge>
              ))}
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto size-8 text-muted-foreground hover:text-destructive"
                  aria-label={t("remove", { term: item.term })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(item.id, { onError: (error) => toast.error(error.message) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {readOnly ? null : (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-term`}>{t("term")}</Label>
            <Input
              id={`${id}-term`}
              value={term}
              maxLength={GLOSSARY_TERM_MAX}
              onChange={(e) => setTerm(e.target.value)}
              placeholder={t("termPlaceholder")}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-language`}>{t("language")}</Label>
            <select
              id={`${id}-language`}
              value={language}
              disabled={keep}
              onChange={(e) => setLanguage(e.target.value as LanguageCode)}
              className="h-9 w-full rounded-md border bg-background px-2 text-sm disabled:opacity-50"
            >
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-translation`}>{t("translation")}</Label>
            <Input
              id={`${id}-translation`}
              value={translation}
              disabled={keep}
              maxLength={GLOSSARY_TRANSLATION_MAX}
              onChange={(e) => setTranslation(e.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={keep}
              onChange={(e) => setKeep(e.target.checked)}
              className="size-4 accent-primary"
            />
            {t("doNotTranslateOption")}
          </label>
          <Button type="submit" disabled={add.isPending || !term.trim()} className="sm:justify-self-end">
            <Plus aria-hidden /> {t("add")}
          </Button>
        </form>
      )}
    </div>
  );
}
