import { Copy, Save } from "lucide-react";
import { memo } from "react";
import { Button } from "@/web/components/ui/button";
import { copyText } from "./TextCell";

type Props = { text: string; readOnly: boolean; onSave: () => void };

/** 'Final Reconstructed Copy': always the current blocks (expansion if written, else original). */
export const FinalCopy = memo(function FinalCopy({ text, readOnly, onSave }: Props) {
  return (
    // Off screen while the writer types in the table: skip its (large) text layout until seen.
    <section
      aria-labelledby="final-copy-heading"
      className="space-y-3 rounded-lg border bg-card p-4 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="final-copy-heading" className="text-lg font-semibold">
          Final Reconstructed Copy
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => copyText(text)}>
            <Copy aria-hidden /> Copy
          </Button>
          {readOnly ? null : (
            <Button size="sm" onClick={onSave}>
              <Save aria-hidden /> Save
            </Button>
          )}
        </div>
      </div>
      <div
        data-testid="final-copy"
        className="max-h-[32rem] overflow-y-auto rounded-md bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {text || <span className="text-muted-foreground italic">Nothing written yet.</span>}
      </div>
    </section>
  );
});
