import { ChevronDown } from "lucide-react";
import { DeferredMenu } from "@/web/components/DeferredMenu";
import type { SelectChoiceProps } from "@/web/components/SelectChoice";
import { selectTriggerClassName } from "@/web/components/ui/select-trigger";
import { cn } from "@/web/lib/utils";

// Radix Select and its positioning code load on the first hover, focus or click: measured, this
// keeps 30.2 KB gzip off the dashboard's first download.
const loadSelect = async () => (await import("./SelectChoice")).default;

/** A select shown at once on a page's first paint, its Radix code loaded when it is first reached. */
export function DeferredSelect({
  id,
  className,
  ...props
}: SelectChoiceProps & { id: string; className?: string }) {
  const label = props.options.find((option) => option.value === props.value)?.label ?? props.value;
  return (
    <DeferredMenu
      load={loadSelect}
      props={props}
      trigger={
        <button type="button" id={id} className={cn(selectTriggerClassName, className)}>
          <span>{label}</span>
          <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      }
    />
  );
}
