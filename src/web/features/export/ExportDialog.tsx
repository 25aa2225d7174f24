import { Download } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
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
import { downloadFile } from "./download";
import { EXPORT_FORMAT_HINTS, exportProject, exportSuccessMessage } from "./export-file";

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ExportProject;
  blocks: ExportBlock[];
};

type ContentOption = Exclude<keyof ExportOptions, "exportFormat">;

const CONTENT_OPTIONS: { key: ContentOption; label: string }[] = [
  { key: "includeTitle", label: "Include title" },
  { key: "includeDescription", label: "Include description" },
  { key: "includeOriginalText", label: "Include original text" },
  { key: "includeTranslations", label: "Include translations" },
  { key: "includeExpansions", label: "Include expansions" },
];

/** Export the project in one of five formats; the file is built in the browser and downloaded. */
export function ExportDialog({ open, onOpenChange, project, blocks }: ExportDialogProps) {
  const [options, setOptions] = useState<ExportOptions>({ ...DEFAULT_EXPORT_OPTIONS });
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
      console.error("Export failed", error);
      toast.error("Export failed", {
        description: error instanceof Error ? error.message : "The file could not be created.",
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (exporting ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Export Project</DialogTitle>
          <DialogDescription>Choose what to include and the file format.</DialogDescription>
        </DialogHeader>

        <fieldset className="space-y-3" disabled={exporting}>
          <legend className="mb-3 text-sm font-medium">Content</legend>
          {CONTENT_OPTIONS.map(({ key, label }) => (
            <div key={key} className="flex items-center gap-3">
              <input
                id={`${optionId}-${key}`}
                type="checkbox"
                checked={options[key]}
                onChange={(event) => setOptions((prev) => ({ ...prev, [key]: event.target.checked }))}
                className="size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              />
              <Label htmlFor={`${optionId}-${key}`} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </fieldset>

        <div className="space-y-2">
          <Label htmlFor={formatId}>Format</Label>
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
                  {EXPORT_FORMAT_HINTS[format]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={exporting}>
            Cancel
          </Button>
          <Button onClick={handleExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? <Spinner /> : <Download />}
            {exporting ? "Exporting..." : "Export"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
