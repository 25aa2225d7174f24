import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_EXPORT_OPTIONS,
  EXPORT_FORMATS,
  type ExportBlock,
  type ExportFormat,
  type ExportOptions,
  type ExportProject,
} from "@/shared/export/types";
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
import { toast } from "@/web/lib/toast";
import { downloadFile } from "./download";
import { exportProject, exportSuccessMessage } from "./export-file";

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ExportProject;
  blocks: ExportBlock[];
};

type ContentOption = Exclude<keyof ExportOptions, "exportFormat" | "includeStructureMap">;

const CONTENT_OPTIONS: readonly ContentOption[] = [
  "includeTitle",
  "includeDescription",
  "includeOriginalText",
  "includeTranslations",
  "includeExpansions",
];

/** Export the project in one of five formats; the file is built in the browser and downloaded. */
export function ExportDialog({ open, onOpenChange, project, blocks }: ExportDialogProps) {
  const { t } = useTranslation(["collab", "common"]);
  const [options, setOptions] = useState<ExportOptions>({ ...DEFAULT_EXPORT_OPTIONS });
  const { t: tStructure } = useTranslation("structure");
  const [exporting, setExporting] = useState(false);
  const formatId = useId();
  const optionId = useId();

  async function handleExport() {
    setExporting(true);
    try {
      const file = await exportProject(project, blocks, options);
      downloadFile(file);
      toast.success(exportSuccessMessage(options.exportFormat), { description: file.fileName });
      onOpenChange(false);
    } catch (error) {
      // The renderer's own message is technical English: it goes to the console, the user gets ours.
      console.error("Export failed", error);
      toast.error(t("export.failed"), { description: t("export.failedBody") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (exporting ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("export.title")}</DialogTitle>
          <DialogDescription>{t("export.description")}</DialogDescription>
        </DialogHeader>

        <fieldset className="space-y-3" disabled={exporting}>
          <legend className="mb-3 text-sm font-medium">{t("export.content")}</legend>
          {CONTENT_OPTIONS.map((key) => (
            <div key={key} className="flex items-center gap-3">
              <input
                id={`${optionId}-${key}`}
                type="checkbox"
                checked={options[key]}
                onChange={(event) => setOptions((prev) => ({ ...prev, [key]: event.target.checked }))}
                className="size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              />
              <Label htmlFor={`${optionId}-${key}`} className="font-normal">
                {t(`export.${key}`)}
              </Label>
            </div>
          ))}
          {options.exportFormat === "pdf" ? (
            <div className="flex items-center gap-3">
              <input
                id={`${optionId}-structure`}
                type="checkbox"
                checked={options.includeStructureMap ?? false}
                onChange={(event) =>
                  setOptions((prev) => ({ ...prev, includeStructureMap: event.target.checked }))
                }
                className="size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              />
              <Label htmlFor={`${optionId}-structure`} className="font-normal">
                {tStructure("exportOption")}
              </Label>
            </div>
          ) : null}
        </fieldset>

        <div className="space-y-2">
          <Label htmlFor={formatId}>{t("export.format")}</Label>
          <Select
            value={options.exportFormat}
            onValueChange={(value) =>
              setOptions((prev) => ({ ...prev, exportFormat: value as ExportFormat }))
            }
            disabled={exporting}
          >
            <SelectTrigger id={formatId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EXPORT_FORMATS.map((format) => (
                <SelectItem key={format} value={format}>
                  {t(`export.formats.${format}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={exporting}>
            {t("common:actions.cancel")}
          </Button>
          <Button onClick={handleExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? <Spinner /> : <Download />}
            {exporting ? t("export.exporting") : t("export.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
