import type * as React from "react";
import { cn } from "@/web/lib/utils";

type SwitchProps = Omit<React.ComponentProps<"input">, "type" | "role" | "onChange"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a native checkbox with the switch role (Space toggles it, a <label for> names
 * it), drawn as a track with a sliding thumb.
 */
export function Switch({ className, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span
      data-slot="switch"
      className={cn(
        "relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent has-disabled:opacity-50",
        className,
      )}
    >
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        className="peer absolute -inset-px appearance-none rounded-full border border-transparent bg-input shadow-xs transition-colors outline-none checked:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed"
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none relative block size-4 translate-x-0.5 rounded-full bg-background shadow-sm ring-0 transition-transform peer-checked:translate-x-4 dark:peer-checked:bg-primary-foreground"
      />
    </span>
  );
}
