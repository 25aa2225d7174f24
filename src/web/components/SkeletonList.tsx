import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/utils";

/** Placeholder rows while a list loads; `label` is what screen readers hear meanwhile. */
export function SkeletonList({
  label,
  rows,
  className,
}: {
  label: string;
  rows: number;
  className?: string;
}) {
  return (
    <div className={cn("space-y-2", className)} aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
