import { Download } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_EXPORT_OPTIONS,
  EXPORT_FORMATS,
  type ExportBlock,
  type ExportContent,
  type ExportFormat,
  type ExportOptions,
  type ExportProject,
  isServerFormat,
  type SlideTheme,
} from "@/shared/export/types";
import { UI_LANGUAGES, type UiLanguage } from "@/shared/ui-languages";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Spinner } from "@/web/components/ui/spinner";
import { ToggleGroup, ToggleGroupItem } from "@/web/components/ui/toggle-group";
import { currentLanguage } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { downloadFile } from "./download";
import { exportProject, exportSuccessMessage } from "./export-file";
import { SlidePreview } from "./SlidePreview";

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ExportProject;
  blocks: ExportBlock[];
  /** The saved project, which the server exports as PDF, Word and slides; null while unsaved. */
  projectId: string | null;
  /** Runs before a server export, so the file holds the latest edits. */
  beforeServerExport?: () => Promise<void>;
};

type Flag =
  | "includeTitle"
  | "includeDescription"
  | "includeOriginalText"
  | "includeTranslations"
  | "includeExpansions"
  | "includeTypes"
  | "finalFromTranslation"
  | "includeStructureMap";

const TABLE_FLAGS = ["includeOriginalText", "includeTranslations", "includeExpansions"] as const;

const CHECKBOX =
  "size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

function Check({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={CHECKBOX}
      />
      <Label htmlFor={id} className="font-normal">
        {children}
      </Label>
    </div>
  );
}

/**
 * Export the project: the block table or only the final copy, in seven formats. Text formats are
 * made in the browser; PDF, Word and the VSL slides come from the server.
 */
export function ExportDialog({
  open,
  onOpenChange,
  project,
  blocks,
  projectId,
  beforeServerExport,
}: ExportDialogProps) {
  const { t } = useTranslation(["collab", "common"]);
  const { t: tStructure } = useTranslation("structure");
  const format = useFormatters();
  const [options, setOptions] = useState<ExportOptions>({
    ...DEFAULT_EXPORT_OPTIONS,
    content: "table",
    includeTypes: true,
    slideTheme: "light",
    // The file's headings and labels start in the interface language; the writer may pick another.
    locale: currentLanguage(),
  });
  const [exporting, setExporting] = useState(false);
  const formatId = useId();
  const optionId = useId();
  const themeId = useId();
  const localeId = useId();
  const set = (changes: Partial<ExportOptions>) => setOptions((prev) => ({ ...prev, ...changes }));
  const flag = (key: Flag, label: ReactNode) => (
    <Check
      key={key}
      id={`${optionId}-${key}`}
      checked={options[key] ?? false}
      onChange={(on) => set({ [key]: on })}
    >
      {label}
    </Check>
  );

  const serverFormat = isServerFormat(options.exportFormat);
  const slides = options.exportFormat === "pptx";
  // Slides always carry the copy as read; the other formats follow the chosen content.
  const final = slides || options.content === "final";
  const language = project.translationLanguage ?? null;
  const blocked = serverFormat && !projectId;

  async function handleExport() {
    setExporting(true);
    try {
      if (serverFormat) await beforeServerExport?.();
      const file = await exportProject(project, blocks, slides ? { ...options, content: "final" } : options, {
        projectId,
        language,
      });
      downloadFile(file);
      toast.success(exportSuccessMessage(options.exportFormat), { description: file.fileName });
      onOpenChange(false);
    } catch (error) {
      // The renderer's own message is technical English: it goes to the console, the user gets ours.
      console.error("Export failed", error);
      const description = error instanceof ApiError ? errorMessage(error) : t("export.failedBody");
      toast.error(t("export.failed"), { description });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (exporting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("export.title")}</DialogTitle>
          <DialogDescription>{t("export.description")}</DialogDescription>
        </DialogHeader>

        <div className="space-y-2">
          <Label htmlFor={formatId}>{t("export.format")}</Label>
          <Select
            value={options.exportFormat}
            onValueChange={(value) => set({ exportFormat: value as ExportFormat })}
            disabled={exporting}
          >
            <SelectTrigger id={formatId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EXPORT_FORMATS.map((f) => (
                <SelectItem key={f} value={f}>
                  {t(`export.formats.${f}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <div className="space-y-1">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={localeId}>{t("export.locale")}</Label>
            <Select
              value={options.locale}
              onValueChange={(value) => set({ locale: value as UiLanguage })}
              disabled={exporting}
            >
              <SelectTrigger id={localeId} className="w-48" aria-describedby={`${localeId}-hint`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {UI_LANGUAGES.map((code) => (
                  <SelectItem key={code} value={code}>
                    {t(`export.locales.${code}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p id={`${localeId}-hint`} className="text-xs text-muted-foreground">
            {t("export.localeHint")}
          </p>
        </div>

        {slides ? null : (
          <ToggleGroup
            aria-label={t("export.contentKind")}
            value={options.content ?? "table"}
            onValueChange={(value) => set({ content: value as ExportContent })}
            className="w-full"
          >
            {(["table", "final"] as const).map((kind) => (
              <ToggleGroupItem
                key={kind}
                value={kind}
                aria-label={t(`export.contents.${kind}`)}
                className="flex-1"
              >
                {t(`export.contents.${kind}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        )}

        <fieldset className="space-y-3" disabled={exporting}>
          <legend className="mb-3 text-sm font-medium">{t("export.content")}</legend>
          {flag("includeTitle", t("export.includeTitle"))}
          {flag("includeDescription", t("export.includeDescription"))}
          {final ? null : TABLE_FLAGS.map((key) => flag(key, t(`export.${key}`)))}
          {final ? flag("includeTypes", t("export.includeTypes")) : null}
          {final && language
            ? flag(
                "finalFromTranslation",
                t("export.finalFromTranslation", { language: format.language(language) }),
              )
            : null}
          {options.exportFormat === "pdf" && !final
            ? flag("includeStructureMap", tStructure("exportOption"))
            : null}
        </fieldset>

        {slides ? (
          <div className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={themeId}>{t("export.slideTheme")}</Label>
              <Select
                value={options.slideTheme ?? "light"}
                onValueChange={(value) => set({ slideTheme: value as SlideTheme })}
                disabled={exporting}
              >
                <SelectTrigger id={themeId} className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="light">{t("export.themes.light")}</SelectItem>
                  <SelectItem value="dark">{t("export.themes.dark")}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <SlidePreview blocks={blocks} options={options} />
          </div>
        ) : null}

        {blocked ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("export.saveFirst")}
          </p>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={exporting}>
            {t("common:actions.cancel")}
          </Button>
          <Button onClick={handleExport} disabled={exporting || blocked} aria-busy={exporting}>
            {exporting ? <Spinner /> : <Download />}
            {exporting ? t("export.exporting") : t("export.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
