import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

/**
 * A panel beside the blocks on wide screens (the structure map, the comments), a sheet over the
 * bottom of the page on phones, where its close button is shown.
 */
export function SidePanel({
  label,
  closeLabel,
  wide = false,
  onClose,
  children,
}: {
  label: string;
  closeLabel: string;
  /** Comments need more room than the map. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <aside
      aria-label={label}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 max-h-[70vh] overflow-y-auto border-t bg-background p-4 shadow-lg lg:sticky lg:top-20 lg:z-auto lg:max-h-[calc(100vh-6rem)] lg:shrink-0 lg:self-start lg:rounded-lg lg:border lg:shadow-none",
        wide ? "lg:w-96" : "lg:w-80",
      )}
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden /> {closeLabel}
        </Button>
      </div>
      {children}
    </aside>
  );
}
