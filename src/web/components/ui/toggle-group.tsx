import { createContext, type ReactNode, use, useId } from "react";
import { cn } from "@/web/lib/utils";

type Group = { name: string; value: string; onValueChange: (value: string) => void };
const GroupContext = createContext<Group | null>(null);

/**
 * One choice out of a few, drawn as a row of toggle buttons: native radio buttons (Tab reaches the
 * chosen one, the arrow keys choose another).
 */
export function ToggleGroup({
  value,
  onValueChange,
  className,
  children,
  "aria-label": ariaLabel,
}: Omit<Group, "name"> & { className?: string; children: ReactNode; "aria-label": string }) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      data-slot="toggle-group"
      className={cn("inline-flex items-center rounded-md border bg-background p-0.5 shadow-xs", className)}
    >
      <GroupContext value={{ name, value, onValueChange }}>{children}</GroupContext>
    </div>
  );
}

export function ToggleGroupItem({
  value,
  className,
  children,
  "aria-label": ariaLabel,
}: {
  value: string;
  className?: string;
  children: ReactNode;
  "aria-label": string;
}) {
  const group = use(GroupContext);
  if (!group) throw new Error("ToggleGroupItem must be inside a ToggleGroup");
  return (
    <span
      data-slot="toggle-group-item"
      className={cn(
        "relative inline-flex h-8 min-w-8 items-center justify-center gap-1.5 rounded-sm px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground has-checked:bg-accent has-checked:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:size-4",
        className,
      )}
    >
      {/* The input covers the item, so a click anywhere on it chooses it. */}
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange(value)}
        aria-label={ariaLabel}
        className="absolute inset-0 cursor-default appearance-none rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      />
      {children}
    </span>
  );
}
