import { ChartNoAxesGantt } from "lucide-react";
import { useCallback, useState } from "react";
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
