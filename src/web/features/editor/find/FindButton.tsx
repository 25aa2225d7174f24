import { TextSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

/** Opens the find bar: the way in on a phone, where there is no Ctrl+F. */
export function FindButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("find");
  const label = t("buttonTitle");
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label} title={label}>
      <TextSearch aria-hidden /> <span className="hidden sm:inline">{t("find")}</span>
    </Button>
  );
}
