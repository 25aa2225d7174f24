import { Pencil } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/web/lib/utils";

type Props = {
  value: string;
  /** Shown when the value is empty. */
  placeholder: string;
  label: string;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
  className?: string;
  /** Resolves when saved; rejects to keep the field open. */
  onSave: (value: string) => Promise<void>;
};

/** Text edited by clicking it: Enter or leaving the field saves, Esc cancels. */
export function InlineEdit({
  value,
  placeholder,
  label,
  multiline,
  maxLength,
  disabled,
  className,
  onSave,
}: Props) {
  const { t } = useTranslation("editor");
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function commit() {
    if (draft === null || saving) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The caller showed the error; keep the draft so nothing typed is lost.
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === "Enter" && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void commit();
    }
  }

  if (draft === null) {
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => setDraft(value)}
        aria-label={t("header.clickToEdit", { label, value: value || placeholder })}
        className={cn(
          "group/edit -mx-1 inline-flex max-w-full items-start gap-2 rounded-md px-1 text-left break-words outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none",
          !value && "text-muted-foreground italic",
          className,
        )}
      >
        <span className="min-w-0 whitespace-pre-line">{value || placeholder}</span>
        {disabled ? null : (
          <Pencil
            className="mt-[0.3em] size-3.5 shrink-0 opacity-0 transition-opacity group-hover/edit:opacity-60 group-focus-visible/edit:opacity-60"
            aria-hidden
          />
        )}
      </button>
    );
  }

  const shared = {
    "aria-label": label,
    value: draft,
    maxLength,
    autoFocus: true,
    disabled: saving,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: () => void commit(),
    onKeyDown,
    className: cn(
      "w-full rounded-md border border-input bg-background px-2 py-1 outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
      className,
    ),
  };
  return multiline ? <textarea rows={3} {...shared} /> : <input {...shared} />;
}
