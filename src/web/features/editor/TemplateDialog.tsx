import {
  Briefcase,
  FileText,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  Megaphone,
  Package,
  Share2,
} from "lucide-react";
import { TEMPLATES, type Template } from "@/shared/blocks";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";

/** The templates name their lucide icon; only these seven are bundled. */
const ICONS: Record<string, LucideIcon> = {
  mail: Mail,
  "file-text": FileText,
  "layout-template": LayoutTemplate,
  package: Package,
  megaphone: Megaphone,
  briefcase: Briefcase,
  "share-2": Share2,
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (template: Template) => void };

export function TemplateDialog({ open, onOpenChange, onPick }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose a Template</DialogTitle>
          <DialogDescription>Start with a pre-designed template to save time</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TEMPLATES.map((template) => {
            const Icon = ICONS[template.icon] ?? FileText;
            return (
              <li
                key={template.id}
                className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
                aria-label={template.name}
              >
                <div className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-medium leading-tight">{template.name}</h3>
                    <p className="text-sm text-muted-foreground">{template.description}</p>
                  </div>
                </div>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <Badge variant="outline">{template.blocks.length} blocks</Badge>
                  <Button size="sm" onClick={() => onPick(template)}>
                    Use This Template
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
