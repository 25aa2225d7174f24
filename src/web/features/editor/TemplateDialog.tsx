import type { TFunction } from "i18next";
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
import { useTranslation } from "react-i18next";
import { TEMPLATES, type Template } from "@/shared/blocks/templates";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import type { editor as editorCatalog } from "@/web/i18n/locales/en/editor";

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

type TemplateId = keyof typeof editorCatalog.templates.names;

/** A template's name in the interface language (the English name when it is not in the catalog). */
export function templateName(template: Template, t: TFunction<["editor", "common"]>): string {
  return t(`templates.names.${template.id as TemplateId}`, template.name);
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (template: Template) => void };

export function TemplateDialog({ open, onOpenChange, onPick }: Props) {
  const { t } = useTranslation(["editor", "common"]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("templates.title")}</DialogTitle>
          <DialogDescription>{t("templates.subtitle")}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TEMPLATES.map((template) => {
            const Icon = ICONS[template.icon] ?? FileText;
            return (
              <li
                key={template.id}
                className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
                aria-label={templateName(template, t)}
              >
                <div className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-medium leading-tight">{templateName(template, t)}</h3>
                    <p className="text-sm text-muted-foreground">
                      {t(`templates.descriptions.${template.id as TemplateId}`, template.description)}
                    </p>
                  </div>
                </div>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <Badge variant="outline">
                    {t("common:counts.blocks", { count: template.blocks.length })}
                  </Badge>
                  <Button size="sm" onClick={() => onPick(template)}>
                    {t("templates.use")}
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
