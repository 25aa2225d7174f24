import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockConflict } from "@/shared/api/blocks";
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
import type { BlockPatch, EditorBlock } from "./model";

type Choice = { id: string; patch: BlockPatch };

const FIELDS = ["originalText", "expansion", "translation"] as const;
type Field = (typeof FIELDS)[number];

/** The text both sides disagree on (the original when only the type or nothing visible differs). */
function fieldOf(conflict: BlockConflict, mine: EditorBlock | undefined): Field {
  if (!conflict.theirs || !mine) return "originalText";
  return FIELDS.find((f) => (conflict.theirs?.[f] ?? "") !== (mine[f] ?? "")) ?? "originalText";
}

type Props = {
  open: boolean;
  conflicts: readonly BlockConflict[];
  blocks: readonly EditorBlock[];
  /** Applies the choices to the editor's blocks and saves again. */
  onResolve: (choices: Choice[]) => Promise<void>;
  onReload: () => Promise<void>;
};

/**
 * A save collided with someone else's changes to the same blocks: each block shows their text and
 * the writer's own (editable, to merge both), and the writer picks per block before saving again.
 */
export function BlockConflictDialog({ open, conflicts, blocks, onResolve, onReload }: Props) {
  const { t } = useTranslation("editor");
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const mine = (id: string) => blocks.find((b) => b.id === id);

  useEffect(() => {
    if (!open) return;
    const initial: Record<string, string> = {};
    for (const c of conflicts) {
      const block = blocks.find((b) => b.id === c.id);
      initial[c.id] = block?.[fieldOf(c, block)] ?? "";
    }
    setTexts(initial);
  }, [open, conflicts, blocks]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const takeTheirs = (c: BlockConflict) =>
    setTexts((prev) => ({ ...prev, [c.id]: c.theirs?.[fieldOf(c, mine(c.id))] ?? "" }));
  const takeMine = (c: BlockConflict) => {
    const block = mine(c.id);
    setTexts((prev) => ({ ...prev, [c.id]: block?.[fieldOf(c, block)] ?? "" }));
  };

  const resolve = () =>
    run(() =>
      onResolve(
        conflicts.flatMap((c): Choice[] => {
          const block = mine(c.id);
          if (!block) return [];
          const field = fieldOf(c, block);
          const text = texts[c.id] ?? block[field] ?? "";
          // Taking their text whole takes their block whole, so it stops differing from the server.
          if (c.theirs && text === (c.theirs[field] ?? "")) {
            const { id: _id, ...theirs } = c.theirs;
            return [{ id: block.id, patch: { ...theirs, translation: theirs.translation ?? "" } }];
          }
          const patch: BlockPatch = { [field]: text };
          return [{ id: block.id, patch }];
        }),
      ),
    );

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
                <p className="text-xs font-medium text-muted-foreground">{t("conflict.theirs")}</p>
                {c.theirs ? (
                  <p
                    className="whitespace-pre-wrap rounded bg-muted p-2 text-sm"
                    data-testid="conflict-theirs"
                  >
                    {c.theirs[fieldOf(c, mine(c.id))]}
                  </p>
                ) : (
                  <p className="text-sm italic">{t("conflict.theirsRemoved")}</p>
                )}
                {c.theirs ? (
                  <Button variant="outline" size="sm" onClick={() => takeTheirs(c)} disabled={busy}>
                    {t("conflict.useTheirs")}
                  </Button>
                ) : null}
              </div>
              <div className="space-y-1">
                <label className="text-xs font-medium text-muted-foreground" htmlFor={`conflict-${c.id}`}>
                  {t("conflict.yours")} · {t(`history.fields.${fieldOf(c, mine(c.id))}`)}
                </label>
                <Textarea
                  id={`conflict-${c.id}`}
                  value={texts[c.id] ?? ""}
                  onChange={(e) => setTexts((prev) => ({ ...prev, [c.id]: e.target.value }))}
                  className="min-h-20"
                />
                <Button variant="outline" size="sm" onClick={() => takeMine(c)} disabled={busy}>
                  {t("conflict.useMine")}
                </Button>
              </div>
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
