import { ChartNoAxesGantt, X } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

const OPEN_KEY = "copyblocks-structure-map";

/** Whether the structure map is shown, remembered on this browser (a writer keeps it open or not). */
export function useStructureOpen() {
  const [open, setOpen] = useState(() => {
    try {
      return window.localStorage.getItem(OPEN_KEY) === "1";
    } catch {
      return false;
    }
  });
  const update = useCallback((next: boolean) => {
    setOpen(next);
    try {
      window.localStorage.setItem(OPEN_KEY, next ? "1" : "0");
    } catch {
      // storage can be off: the choice then lasts for this visit
    }
  }, []);
  return [open, update] as const;
}

export function StructureToggle({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("structure");
  return (
    <Button
      variant={open ? "secondary" : "outline"}
      size="sm"
      aria-pressed={open}
      onClick={() => onOpenChange(!open)}
      data-testid="structure-toggle"
    >
      <ChartNoAxesGantt aria-hidden /> {t("toggle")}
    </Button>
  );
}

/** A panel beside the blocks on wide screens, a sheet from the bottom on phones. */
export function SidePanel({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("structure");
  return (
    <aside
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[70vh] overflow-y-auto border-t bg-background p-4 shadow-lg lg:sticky lg:top-20 lg:z-auto lg:max-h-[calc(100vh-6rem)] lg:w-80 lg:shrink-0 lg:self-start lg:rounded-lg lg:border lg:shadow-none"
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden /> {t("close")}
        </Button>
      </div>
      {children}
    </aside>
  );
}
