import { useTranslation } from "react-i18next";
import { TEMPLATES, type Template } from "@/shared/blocks/templates";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { TemplateCard } from "@/web/features/templates";

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
          {TEMPLATES.map((template) => (
            <TemplateCard key={template.id} template={template} onUse={onPick} />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
