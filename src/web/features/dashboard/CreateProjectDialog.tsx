import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { BlankProjectForm } from "./BlankProjectForm";
import { DuplicateProjectForm } from "./DuplicateProjectForm";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreateProjectDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const [tab, setTab] = useState("blank");

  function created(projectId: string) {
    onOpenChange(false);
    navigate(`/project/${projectId}`);
  }
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("create.title")}</DialogTitle>
          <DialogDescription>{t("create.description")}</DialogDescription>
        </DialogHeader>
        {/* Forms mount only while the dialog is open, so every opening starts clean. */}
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="w-full">
            <TabsTrigger value="blank">{t("create.blank")}</TabsTrigger>
            <TabsTrigger value="duplicate">{t("create.duplicate")}</TabsTrigger>
          </TabsList>
          <TabsContent value="blank">
            <BlankProjectForm onCreated={created} onCancel={close} />
          </TabsContent>
          <TabsContent value="duplicate">
            <DuplicateProjectForm onCreated={created} onCancel={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
