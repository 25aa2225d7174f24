import { memo, useRef, useState } from "react";
import type { Block } from "@/shared/api/blocks";
import { blockTypeLabel } from "@/shared/blocks";
import { badgeVariants } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { Popover, PopoverContent, PopoverTrigger } from "./ui/popover";

type Props = {
  blockId: string;
  confidence: number;
  alternatives: Block["alternativeTypes"];
  readOnly: boolean;
  onSwitch: (id: string, type: string) => void;
};

function tone(confidence: number) {
  if (confidence >= 70) return "success" as const;
  if (confidence >= 50) return "info" as const;
  return "warning" as const;
}

/**
 * The typing confidence of a block; hovering (or clicking) shows the alternative types, each one
 * click away.
 */
export const ConfidenceBadge = memo(function ConfidenceBadge({
  blockId,
  confidence,
  alternatives = [],
  readOnly,
  onSwitch,
}: Props) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hover = (next: boolean) => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const value = Math.round(confidence);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={cn(badgeVariants({ variant: tone(value) }), "cursor-help")}
        aria-label={`Confidence ${value}%${alternatives.length ? `, ${alternatives.length} alternative types` : ""}`}
        onMouseEnter={() => hover(true)}
        onMouseLeave={() => hover(false)}
      >
        {value}%{alternatives.length ? ` · ${alternatives.length} alt.` : ""}
      </PopoverTrigger>
      <PopoverContent
        align="start"
        onMouseEnter={() => hover(true)}
        onMouseLeave={() => hover(false)}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <p className="font-medium">Typing confidence: {value}%</p>
        {alternatives.length ? (
          <>
            <p className="mt-2 mb-1 text-xs text-muted-foreground">Alternative types</p>
            <ul className="space-y-1">
              {alternatives.map((alt) => (
                <li key={alt.type} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {blockTypeLabel(alt.type)}{" "}
                    <span className="text-xs text-muted-foreground">{Math.round(alt.confidence)}%</span>
                  </span>
                  {readOnly ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-7"
                      onClick={() => {
                        onSwitch(blockId, alt.type);
                        setOpen(false);
                      }}
                    >
                      Use
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-xs text-muted-foreground">No alternative types.</p>
        )}
      </PopoverContent>
    </Popover>
  );
});
