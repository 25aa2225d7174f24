import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { exactMatchesResponseSchema } from "@/shared/api/translation-memory";
import { memoryFills, missingOriginals } from "@/shared/translation/memory-fill";
import { Button } from "@/web/components/ui/button";
import { useEditorContext } from "@/web/features/editor";
import { apiRequest } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { translationKeys } from "./api";

/**
 * Before any AI call: the project's empty translations into `language` that the memory holds a
 * 100% match for, filled in one step (one undo, one version in the history), with their count.
 */
export function FillFromMemory({ language, onFilled }: { language: string; onFilled?: () => void }) {
  const { t } = useTranslation("translation");
  const { blocks, readOnly, commitPatches, project } = useEditorContext();
  const texts = useMemo(() => missingOriginals(blocks, language), [blocks, language]);
  const exact = useQuery({
    queryKey: [...translationKeys.all, "exact", language, texts],
    queryFn: ({ signal }) =>
      apiRequest("/api/translation-memory/exact", exactMatchesResponseSchema, {
        method: "POST",
        body: { language, texts },
        signal,
      }),
    select: (data) => new Map(data.matches.map((m) => [m.text, m.target])),
    enabled: texts.length > 0 && !readOnly,
  });
  const [busy, setBusy] = useState(false);
  const projectLanguage = project?.translationLanguage ?? null;
  const count = useMemo(
    () => (exact.data ? memoryFills(blocks, language, projectLanguage, exact.data).length : 0),
    [exact.data, blocks, language, projectLanguage],
  );
  if (readOnly || texts.length === 0) return null;

  async function fill() {
    const targets = exact.data;
    if (!targets) return;
    setBusy(true);
    let filled = 0;
    try {
      await commitPatches((list) => {
        const patches = memoryFills(list, language, projectLanguage, targets);
        filled = patches.length;
        return patches;
      }, "memory");
      toast.success(t("memory.filled", { count: filled }));
      onFilled?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm"
      data-testid="fill-from-memory"
    >
      <History className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      {exact.isPending ? (
        <span className="text-muted-foreground">{t("memory.loading")}</span>
      ) : count === 0 ? (
        <span className="text-muted-foreground">{t("memory.noneToFill")}</span>
      ) : (
        <Button variant="secondary" size="sm" onClick={fill} disabled={busy}>
          {t("memory.fillExact", { count })}
        </Button>
      )}
    </div>
  );
}
