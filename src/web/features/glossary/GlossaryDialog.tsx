import { BookA } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { type EditorDialogProps, useEditorContext } from "@/web/features/editor";
import { GlossaryManager } from "./GlossaryManager";

/**
 * The editor's glossary: the project's own terms and the writer's (which apply to every project
 * of theirs). Someone reading another's public project sees the project's terms only, read-only.
 */
export function GlossaryDialog({ open, onOpenChange }: EditorDialogProps) {
  const { t } = useTranslation("glossary");
  const { projectId, readOnly } = useEditorContext();
  const owner = !readOnly;

  const projectTerms = projectId ? (
    <GlossaryManager projectId={projectId} readOnly={readOnly} />
  ) : (
    <p className="text-sm text-muted-foreground">{t("dialog.saveFirst")}</p>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="glossary-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <BookA className="size-5 text-primary" aria-hidden />
            {t("title")}
          </DialogTitle>
          <DialogDescription>{owner ? t("dialog.description") : t("dialog.readOnly")}</DialogDescription>
        </DialogHeader>
        {owner ? (
          <Tabs defaultValue={projectId ? "project" : "own"} className="min-w-0">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="project">{t("dialog.projectTab")}</TabsTrigger>
              <TabsTrigger value="own">{t("dialog.ownTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="project" className="space-y-3">
              <p className="text-xs text-muted-foreground">{t("dialog.projectHint")}</p>
              {projectTerms}
            </TabsContent>
            <TabsContent value="own" className="space-y-3">
              <p className="text-xs text-muted-foreground">{t("dialog.ownHint")}</p>
              <GlossaryManager />
            </TabsContent>
          </Tabs>
        ) : (
          projectTerms
        )}
      </DialogContent>
    </Dialog>
  );
}
