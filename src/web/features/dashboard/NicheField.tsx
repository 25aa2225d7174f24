import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NICHE_MAX_LENGTH } from "@/shared/niches";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/web/components/ui/select";
import { Spinner } from "@/web/components/ui/spinner";
import { useNicheLabel, useNiches } from "@/web/features/projects";
import { toast } from "@/web/lib/toast";
import { addCustomNiche, mergeNiches, useCustomNiches } from "./custom-niches";

const ADD_CUSTOM = "__add_custom__";

type Props = { value: string; onChange: (niche: string) => void };

/** Niche select from GET /api/niches plus this session's custom niches, and '+ Add Custom'. */
export function NicheField({ value, onChange }: Props) {
  const { t } = useTranslation("projects");
  const nicheLabel = useNicheLabel();
  const id = useId();
  const niches = useNiches();
  const custom = useCustomNiches();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const options = mergeNiches(niches.data ?? [], custom, value ? [value] : []);

  function addDraft() {
    const niche = draft.trim();
    if (!niche) {
      setError(t("niche.required"));
      return;
    }
    addCustomNiche(niche);
    onChange(niche);
    setAdding(false);
    setDraft("");
    setError(null);
    toast.success(t("niche.added"), { description: niche });
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-niche`}>{t("niche.label")}</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          if (next === ADD_CUSTOM) {
            setAdding(true);
            return;
          }
          setAdding(false);
          onChange(next);
        }}
      >
        <SelectTrigger id={`${id}-niche`}>
          <SelectValue placeholder={niches.isPending ? t("niche.loading") : t("niche.choose")} />
        </SelectTrigger>
        <SelectContent>
          {options.map((niche) => (
            <SelectItem key={niche} value={niche}>
              {nicheLabel(niche)}
            </SelectItem>
          ))}
          {options.length ? <SelectSeparator /> : null}
          <SelectItem value={ADD_CUSTOM}>{t("niche.addCustom")}</SelectItem>
        </SelectContent>
      </Select>
      {niches.isPending ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Spinner className="size-3" /> {t("niche.loading")}
        </p>
      ) : null}
      {adding ? (
        <div className="space-y-1.5 rounded-lg border bg-muted/30 p-3">
          <Label htmlFor={`${id}-custom`}>{t("niche.custom")}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-custom`}
              value={draft}
              autoFocus
              maxLength={NICHE_MAX_LENGTH}
              placeholder={t("niche.customPlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-custom-error` : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                if (error) setError(null);
              }}
              onKeyDown={(event) => {
                // Enter adds the niche instead of submitting the whole create form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  addDraft();
                }
              }}
            />
            <Button variant="secondary" onClick={addDraft} disabled={!draft.trim()}>
              <Plus /> {t("niche.add")}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-custom-error`} className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
