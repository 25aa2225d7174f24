import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import type { Template } from "@/shared/blocks/templates";
import { projectKeys, setProjectBlocks } from "@/web/features/projects";
import { templateName } from "@/web/features/templates";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { doneNotice } from "./AnalysisNotice";
import { createUntitledProject } from "./api";
import { EditorActions } from "./EditorActions";
import { defaultBlocks, templateBlocks, withNewIds } from "./model";
import type { StartWith } from "./nav-state";
import { ProjectHeader } from "./ProjectHeader";
import { TextInputStep } from "./TextInputStep";

/**
 * A new project before it exists: the text input. Its first paste or template creates the project
 * and opens the editor on it, which saves those blocks as the project's first version.
 */
export function NewProjectPage() {
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creating = useRef(false);

  async function create(start: StartWith, done?: () => void, title?: string) {
    if (creating.current) return;
    creating.current = true;
    try {
      const project = await createUntitledProject(title);
      // The editor opens on these at once: the server has nothing newer for a project just made.
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      setProjectBlocks(queryClient, project.id, { version: project.version, blocks: [] });
      done?.();
      navigate(`/project/${project.id}`, { state: { start } });
    } catch (error) {
      toast.error(t("save.createError"), { id: "create-error", description: errorMessage(error) });
    } finally {
      creating.current = false;
    }
  }

  const onAnalyzed = (result: AnalyzeResponse) => {
    // Nothing to split: the project starts with its single empty block, saved like any edit.
    const notice = doneNotice(result);
    if (!result.blocks.length) return create({ blocks: defaultBlocks(), notice });
    return create({ blocks: withNewIds(result.blocks), label: "analysis", notice });
  };
  // A project made from a template is named after it, as on the Templates page.
  const onTemplate = (template: Template) => {
    const name = templateName(template, t);
    void create(
      { blocks: templateBlocks(template), label: "template" },
      () => toast.success(t("templates.applied", { name })),
      name,
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-3 px-4 py-4 sm:px-6">
      <ProjectHeader project={null} readOnly={false} status={null} menu={null} />
      <TextInputStep onAnalyzed={onAnalyzed} onTemplate={onTemplate} />
      <EditorActions saved={false} />
    </div>
  );
}
