import { History, Redo2, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

type Props = {
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Opens the version history (absent until the project is saved once). */
  onHistory?: () => void;
};

/** Undo, redo and the version history, beside the other editor tools. */
export function HistoryControls({ readOnly, canUndo, canRedo, onUndo, onRedo, onHistory }: Props) {
  const { t } = useTranslation("editor");
  return (
    <>
      {readOnly ? null : (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={onUndo}
            disabled={!canUndo}
            aria-label={t("toolbar.undo")}
            title={t("toolbar.undo")}
          >
            <Undo2 aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onRedo}
            disabled={!canRedo}
            aria-label={t("toolbar.redo")}
            title={t("toolbar.redo")}
          >
            <Redo2 aria-hidden />
          </Button>
        </>
      )}
      {onHistory ? (
        <Button variant="outline" size="sm" onClick={onHistory}>
          <History aria-hidden /> <span className="hidden sm:inline">{t("toolbar.history")}</span>
        </Button>
      ) : null}
    </>
  );
}
