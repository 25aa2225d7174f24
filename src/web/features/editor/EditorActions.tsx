import { FilePlus2, LayoutDashboard, RefreshCw, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { newSessionState } from "./nav-state";

type Props = {
  /** The project exists on the server. */
  saved: boolean;
  /** The Save button; none on a read-only project or while there is nothing to save yet. */
  onSave?: () => void;
  /** 'Recarregar Blocos', shown for saved projects on the block step. */
  onReload?: () => void;
};

/** Save, Start New Project, Back to Dashboard (while unsaved) and Recarregar Blocos. */
export function EditorActions({ saved, onSave, onReload }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation("editor");
  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      {onSave ? (
        <Button onClick={onSave}>
          <Save aria-hidden /> {t("actions.save")}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => navigate("/", { state: newSessionState() })}>
        <FilePlus2 aria-hidden /> {t("actions.startNew")}
      </Button>
      {saved ? null : (
        <Button variant="outline" onClick={() => navigate("/dashboard")}>
          <LayoutDashboard aria-hidden /> {t("actions.backToDashboard")}
        </Button>
      )}
      {onReload ? (
        <Button variant="ghost" onClick={onReload}>
          <RefreshCw aria-hidden /> {t("actions.reload")}
        </Button>
      ) : null}
    </div>
  );
}
