import { LoaderCircle } from "lucide-react";
import { cn } from "@/web/lib/utils";

/** Decorative by default; pass a label when the spinner is the only thing on screen. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn("size-4 animate-spin", className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "status" : undefined}
    />
  );
}
