import { toast } from "sonner";
import type { ProjectSummary } from "@/shared/api/projects";
import { useDeleteProject, useUpdateProject } from "@/web/features/projects/api";
import { hasStatus } from "@/web/features/projects/errors";
import { ApiError } from "@/web/lib/api-client";

/** Delete and visibility changes with the spec's toasts, shared by cards and the list table. */
export function useProjectActions() {
  const deleteMutation = useDeleteProject();
  const updateMutation = useUpdateProject();

  function deleteProject(project: Pick<ProjectSummary, "id" | "title">, onDone?: () => void) {
    deleteMutation.mutate(project.id, {
      onSuccess: () => toast.success("Projeto excluído", { description: project.title }),
      onError: (error) => {
        // 409 (copies exist) and 403 (not the owner) carry a message that tells the user why.
        if (error instanceof ApiError && (hasStatus(error, 409) || hasStatus(error, 403))) {
          toast.error(error.message);
        } else {
          toast.error("Não foi possível excluir o projeto. Tente novamente.");
        }
      },
      onSettled: onDone,
    });
  }

  function setVisibility(project: Pick<ProjectSummary, "id">, isPublic: boolean) {
    updateMutation.mutate(
      { id: project.id, changes: { isPublic } },
      {
        onSuccess: (updated) =>
          toast.success(updated.isPublic ? "Projeto agora é público" : "Projeto agora é privado"),
        onError: () => toast.error("Não foi possível alterar a visibilidade do projeto"),
      },
    );
  }

  return {
    deleteProject,
    isDeleting: deleteMutation.isPending,
    setVisibility,
    /** The project whose visibility is being changed, so only its switch is disabled. */
    visibilityPendingId: updateMutation.isPending ? updateMutation.variables?.id : undefined,
  };
}
