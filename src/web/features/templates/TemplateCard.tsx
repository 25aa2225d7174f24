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
import type { Template } from "@/shared/blocks/templates";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { uiLanguageOf } from "@/shared/ui-languages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { structureSteps, templateDescription, templateName } from "./template-text";

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

type Props = {
  template: Template;
  onUse: (template: Template) => void;
  /** Shows the order of the template's block types. */
  showStructure?: boolean;
  busy?: boolean;
  disabled?: boolean;
};

/** One template: icon, name, description, block count and its use button (dialog and page alike). */
export function TemplateCard({
  template,
  onUse,
  showStructure = false,
  busy = false,
  disabled = false,
}: Props) {
  const { t, i18n } = useTranslation(["editor", "common"]);
  const { t: tTemplates } = useTranslation("templates");
  const language = uiLanguageOf(i18n.language);
  const Icon = ICONS[template.icon] ?? FileText;
  const name = templateName(template, t);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      aria-label={name}
      data-testid="template-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 className="leading-tight font-medium">{name}</h3>
          <p className="text-sm text-muted-foreground">{templateDescription(template, t)}</p>
        </div>
      </div>
      {showStructure ? (
        <ol aria-label={tTemplates("structure")} className="space-y-1">
          {structureSteps(template).map((step, i) => (
            <li key={i} className="flex items-center gap-2 text-xs text-muted-foreground">
              <span className="h-4 w-1 shrink-0 rounded-full bg-primary/60" aria-hidden />
              <span>{blockTypeLabelIn(step.type, language)}</span>
              {step.count > 1 ? <span className="tabular-nums">×{step.count}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2">
        <Badge variant="outline">{t("common:counts.blocks", { count: template.blocks.length })}</Badge>
        <Button size="sm" onClick={() => onUse(template)} disabled={disabled || busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t("templates.use")}
        </Button>
      </div>
    </li>
  );
}
