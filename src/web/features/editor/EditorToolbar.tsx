import { BookA, Download, Keyboard, Languages, Plus, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";

/** From the editor only home and the dashboard may be opened; the rest says so. */
export function notAvailableYet() {
  toast.info(i18n.t("editor:notAvailable"), {
    description: i18n.t("editor:notAvailableDescription"),
    id: "not-available",
  });
}

type Props = {
  readOnly: boolean;
  onTranslate: () => void;
  onExport: () => void;
  onSettings: () => void;
  onHelp: () => void;
  /** Opens the glossary; absent when no glossary is plugged in. */
  onGlossary?: () => void;
  /** Add Block at the end; absent on the text-input step. */
  onAdd?: () => void;
  /** Word count and spoken duration, at the row's end. */
  stats?: React.ReactNode;
};

/**
 * Translate, export, settings, shortcut help, the glossary and Add Block in one row under the title. The
 * header already holds the site navigation, so the editor repeats none of it.
 */
export function EditorToolbar({
  readOnly,
  onTranslate,
  onExport,
  onSettings,
  onHelp,
  onGlossary,
  onAdd,
  stats,
}: Props) {
  const { t } = useTranslation("editor");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {readOnly ? null : (
        <Button variant="outline" size="sm" onClick={onTranslate}>
          <Languages aria-hidden /> {t("toolbar.translate")}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={onExport}>
        <Download aria-hidden /> {t("toolbar.export")}
      </Button>
      <Button variant="outline" size="sm" onClick={onSettings}>
        <Settings aria-hidden /> {t("toolbar.settings")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={onHelp}
        aria-label={t("toolbar.shortcutsLabel")}
        title={t("toolbar.shortcutsTitle")}
      >
        <Keyboard aria-hidden /> <span className="hidden sm:inline">{t("toolbar.shortcuts")}</span>
      </Button>
      {stats}
      {/* After the stats: on a phone it fits the second row instead of pushing Settings to it. */}
      {onGlossary ? (
        <Button variant="outline" size="sm" onClick={onGlossary} aria-label={t("toolbar.glossary")}>
          <BookA aria-hidden /> <span className="hidden sm:inline">{t("toolbar.glossary")}</span>
        </Button>
      ) : null}
      {onAdd && !readOnly ? (
        <Button size="sm" className="ml-auto" onClick={onAdd}>
          <Plus aria-hidden /> {t("toolbar.addBlock")}
        </Button>
      ) : null}
    </div>
  );
}
