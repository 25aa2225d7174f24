import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { isUiLanguage, type UiLanguage } from "@/shared/ui-languages";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import type { SessionConflict } from "./conflicts";
import type { BlockPatch, EditorBlock } from "./model";

/** The writer's answer: text patches for blocks edited on both sides, and removed blocks to keep. */
export type ConflictChoices = { patches: { id: string; patch: BlockPatch }[]; restore: string[] };

type Props = {
  open: boolean;
  conflicts: readonly SessionConflict[];
  blocks: readonly EditorBlock[];
  /** Applies the choices to the editor's blocks and saves again. */
  onResolve: (choices: ConflictChoices) => Promise<void>;
  onReload: () => Promise<void>;
};

/**
 * A save collided with someone else's changes to the same blocks: each block shows their side of
 * the field that differs and the writer's own (editable, to merge both), and the writer picks per
 * block before saving again. A block removed here that they changed is kept with their text or
 * removed anyway.
 */
export function BlockConflictDialog({ open, conflicts, blocks, onResolve, onReload }: Props) {
  const { t, i18n } = useTranslation("editor");
  const language: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const [texts, setTexts] = useState<Record<string, string>>({});
  // Removed here, changed there: kept unless the writer says remove anyway (nothing is lost by default).
  const [removeAnyway, setRemoveAnyway] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const mine = (id: string) => blocks.find((b) => b.id === id);
  const show = (c: SessionConflict, value: string | null | undefined) =>
    c.field === "type" ? blockTypeLabelIn(value ?? "", language) : (value ?? "");

  useEffect(() => {
    if (!open) return;
    const initial: Record<string, string> = {};
    for (const c of conflicts) initial[c.id] = blocks.find((b) => b.id === c.id)?.[c.field] ?? "";
    setTexts(initial);
    setRemoveAnyway({});
  }, [open, conflicts, blocks]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const takeTheirs = (c: SessionConflict) =>
    setTexts((prev) => ({ ...prev, [c.id]: c.theirs?.[c.field] ?? "" }));
  const takeMine = (c: SessionConflict) =>
    setTexts((prev) => ({ ...prev, [c.id]: mine(c.id)?.[c.field] ?? "" }));

  const resolve = () =>
    run(() => {
      const choices: ConflictChoices = { patches: [], restore: [] };
      for (const c of conflicts) {
        if (c.removedHere) {
          if (!removeAnyway[c.id]) choices.restore.push(c.id);
          continue;
        }
        const block = mine(c.id);
        if (!block) continue;
        const text = texts[c.id] ?? block[c.field] ?? "";
        if (c.theirs && text === (c.theirs[c.field] ?? "")) {
          // Taking their side whole takes their block whole, so it stops differing from the server.
          const { id: _id, ...theirs } = c.theirs;
          choices.patches.push({ id: block.id, patch: { ...theirs, translation: theirs.translation ?? "" } });
        } else {
          choices.patches.push({ id: block.id, patch: { [c.field]: text } });
        }
      }
      return onResolve(choices);
    });

  return (
    <Dialog open={open}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("conflict.title")}</DialogTitle>
          <DialogDescription>{t("conflict.blocksBody")}</DialogDescription>
        </DialogHeader>
        <ol className="space-y-4">
          {conflicts.map((c) => (
            <li
              key={c.id}
              className="grid gap-3 rounded-md border p-3 md:grid-cols-2"
              data-testid="conflict-block"
            >
              <div className="space-y-1">
                <p className="text-xs font-medium text-muted-foreground">
                  {t("conflict.theirs")} · {t(`history.fields.${c.field}`)}
                </p>
                {c.theirs ? (
                  <p
                    className="whitespace-pre-wrap rounded bg-muted p-2 text-sm"
                    data-testid="conflict-theirs"
                  >
                    {show(c, c.theirs[c.field])}
                  </p>
                ) : (
                  <p className="text-sm italic">{t("conflict.theirsRemoved")}</p>
                )}
                {c.theirs && !c.removedHere ? (
                  <Button variant="outline" size="sm" onClick={() => takeTheirs(c)} disabled={busy}>
                    {t("conflict.useTheirs")}
                  </Button>
                ) : null}
              </div>
              {c.removedHere ? (
                <div className="space-y-2">
                  <p className="text-sm italic">{t("conflict.youRemoved")}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant={removeAnyway[c.id] ? "outline" : "default"}
                      size="sm"
                      aria-pressed={!removeAnyway[c.id]}
                      onClick={() => setRemoveAnyway((prev) => ({ ...prev, [c.id]: false }))}
                      disabled={busy}
                    >
                      {t("conflict.keepTheirs")}
                    </Button>
                    <Button
                      variant={removeAnyway[c.id] ? "default" : "outline"}
                      size="sm"
                      aria-pressed={Boolean(removeAnyway[c.id])}
                      onClick={() => setRemoveAnyway((prev) => ({ ...prev, [c.id]: true }))}
                      disabled={busy}
                    >
                      {t("conflict.removeAnyway")}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="space-y-1">
                  <label className="text-xs font-medium text-muted-foreground" htmlFor={`conflict-${c.id}`}>
                    {t(c.field === "type" ? "conflict.yoursChoice" : "conflict.yours")} ·{" "}
                    {t(`history.fields.${c.field}`)}
                  </label>
                  {c.field === "type" ? (
                    <output id={`conflict-${c.id}`} className="block rounded border p-2 text-sm">
                      {show(c, texts[c.id])}
                    </output>
                  ) : (
                    <Textarea
                      id={`conflict-${c.id}`}
                      value={texts[c.id] ?? ""}
                      onChange={(e) => setTexts((prev) => ({ ...prev, [c.id]: e.target.value }))}
                      className="min-h-20"
                    />
                  )}
                  <Button variant="outline" size="sm" onClick={() => takeMine(c)} disabled={busy}>
                    {t("conflict.useMine")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={() => run(onReload)} disabled={busy}>
            {t("conflict.reload")}
          </Button>
          <Button onClick={resolve} disabled={busy}>
            {busy ? <Spinner /> : null} {t("conflict.apply")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
