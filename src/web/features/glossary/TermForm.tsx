import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CreateGlossaryTerm, GLOSSARY_TERM_MAX, GLOSSARY_TRANSLATION_MAX } from "@/shared/api/glossary";
import { LANGUAGE_CODES, type LanguageCode } from "@/shared/languages";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { ApiError } from "@/web/lib/api-client";
import { cn } from "@/web/lib/utils";
import {
  hasErrors,
  nextLanguage,
  type TermDraft,
  type TermErrors,
  toRequest,
  validateDraft,
} from "./term-draft";

type Props = {
  initial: TermDraft;
  /** The glossary's other terms, for the duplicate check. */
  others: readonly string[];
  submitLabel: string;
  /** Saves; rejects with the server's error, shown in the form. */
  onSubmit: (input: CreateGlossaryTerm) => Promise<unknown>;
  /** After a save: an edit form closes, the add form starts again empty. */
  onSaved: () => void;
  onCancel?: () => void;
  /** Names the form for screen readers ("Add a term", "Edit Neuroslim"). */
  label: string;
};

/** A term with its translation per language, or "do not translate"; errors show under their fields. */
export function TermForm({ initial, others, submitLabel, onSubmit, onSaved, onCancel, label }: Props) {
  const { t } = useTranslation("glossary");
  const format = useFormatters();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TermDraft>(initial);
  const [errors, setErrors] = useState<TermErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const message = (code: string) =>
    t(`errors.${code}` as "errors.termEmpty", {
      term: draft.term.trim(),
      termMax: GLOSSARY_TERM_MAX,
      translationMax: GLOSSARY_TRANSLATION_MAX,
    });
  const change = (next: Partial<TermDraft>, clear: Partial<Record<keyof TermErrors, true>>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => ({
      term: clear.term ? undefined : e.term,
      rule: clear.rule ? undefined : e.rule,
      rows: clear.rows ? undefined : e.rows,
    }));
    setServerError(null);
  };
  const setRow = (index: number, row: Partial<TermDraft["rows"][number]>) =>
    change(
      { rows: draft.rows.map((r, i) => (i === index ? { ...r, ...row } : r)) },
      { rows: true, rule: true },
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDraft(draft, others);
    setErrors(found);
    if (hasErrors(found)) {
      // Move to the first field that needs fixing, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setPending(true);
    try {
      await onSubmit(toRequest(draft));
      setDraft(initial);
      setErrors({});
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setErrors({ term: "duplicate" });
      else setServerError(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const next = nextLanguage(draft.rows);
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label} className="space-y-3">
      <FormField
        id={`${id}-term`}
        label={t("term")}
        value={draft.term}
        placeholder={t("termPlaceholder")}
        error={errors.term ? message(errors.term) : undefined}
        onChange={(e) => change({ term: e.target.value }, { term: true })}
      />
      <label className="flex w-fit items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.doNotTranslate}
          onChange={(e) => change({ doNotTranslate: e.target.checked }, { rule: true, rows: true })}
          className="size-4 accent-primary"
        />
        {t("doNotTranslateOption")}
      </label>
      {draft.doNotTranslate ? null : (
        <fieldset className="space-y-2" aria-describedby={errors.rule ? `${id}-rule` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t("translations")}</legend>
          {draft.rows.map((row, index) => {
            const language = format.language(row.language);
            const error = errors.rows?.[index];
            const errorId = `${id}-row-${index}-error`;
            return (
              <div key={index} className="space-y-1">
                <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto]">
                  <select
                    aria-label={t("languageOf", { n: index + 1 })}
                    value={row.language}
                    onChange={(e) => setRow(index, { language: e.target.value as LanguageCode })}
                    className="h-9 w-full rounded-md border bg-background px-2 text-sm"
                  >
                    {LANGUAGE_CODES.filter(
                      (code) => code === row.language || !draft.rows.some((r) => r.language === code),
                    ).map((code) => (
                      <option key={code} value={code}>
                        {format.language(code)}
                      </option>
                    ))}
                  </select>
                  <Input
                    aria-label={t("translationIn", { language })}
                    value={row.text}
                    aria-invalid={error || errors.rule ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(e) => setRow(index, { text: e.target.value })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 text-muted-foreground"
                    aria-label={t("removeLanguage", { language })}
                    disabled={draft.rows.length === 1}
                    onClick={() =>
                      change({ rows: draft.rows.filter((_, i) => i !== index) }, { rows: true, rule: true })
                    }
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                {error ? (
                  <p id={errorId} className="text-sm text-destructive">
                    {message(error)}
                  </p>
                ) : null}
              </div>
            );
          })}
          {errors.rule ? (
            <p id={`${id}-rule`} className="text-sm text-destructive">
              {message(errors.rule)}
            </p>
          ) : null}
          {next ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => change({ rows: [...draft.rows, { language: next, text: "" }] }, { rule: true })}
            >
              <Plus aria-hidden /> {t("addLanguage")}
            </Button>
          ) : null}
        </fieldset>
      )}
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <div className={cn("flex flex-wrap justify-end gap-2", !onCancel && "sm:justify-start")}>
        {onCancel ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Spinner /> : null} {submitLabel}
        </Button>
      </div>
    </form>
  );
}
