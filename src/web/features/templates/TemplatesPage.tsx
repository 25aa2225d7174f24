import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TEMPLATES, type Template } from "@/shared/blocks/templates";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { useCreateProject } from "@/web/features/projects";
import { errorMessage } from "@/web/i18n/errors";
import { apiSend } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { TemplateCard } from "./TemplateCard";
import { templateName } from "./template-text";

/** /templates: the seven templates; using one makes a project of it and opens it in the editor. */
export function TemplatesPage() {
  const { t } = useTranslation("templates");
  const { t: tEditor } = useTranslation(["editor", "common"]);
  const navigate = useNavigate();
  const create = useCreateProject();
  const [using, setUsing] = useState<string | null>(null);

  async function use(template: Template) {
    setUsing(template.id);
    try {
      const project = await create.mutateAsync({ title: templateName(template, tEditor) });
      await apiSend(`/api/projects/${encodeURIComponent(project.id)}/blocks`, {
        method: "PUT",
        body: {
          baseVersion: project.version,
          label: "template",
          blocks: template.blocks.map((block) => ({ type: block.type, originalText: block.originalText })),
        },
      });
      navigate(`/project/${project.id}`);
    } catch (error) {
      toast.error(t("failed"), { description: errorMessage(error) });
      setUsing(null);
    }
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TEMPLATES.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onUse={use}
            showStructure
            busy={using === template.id}
            disabled={using !== null}
          />
        ))}
      </ul>
    </PageContainer>
  );
}
