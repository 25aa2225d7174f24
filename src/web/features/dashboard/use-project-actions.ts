import type { ProjectSummary } from "@/shared/api/projects";
import { hasStatus, useDeleteProject, useUpdateProject } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";

/** Delete and visibility changes with their toasts, shared by cards and the list table. */
export function useProjectActions() {
  const deleteMutation = useDeleteProject();
  const updateMutation = useUpdateProject();

  function deleteProject(project: Pick<ProjectSummary, "id" | "title">, onDone?: () => void) {
    deleteMutation.mutate(project.id, {
      onSuccess: () => toast.success(i18n.t("projects:delete.done"), { description: project.title }),
      onError: (error) => {
        // 409 (copies exist) and 403 (not the owner) carry a reason that tells the user why.
        if (hasStatus(error, 409) || hasStatus(error, 403)) {
          toast.error(errorMessage(error));
        } else {
          toast.error(i18n.t("projects:delete.failed"));
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
          toast.success(
            i18n.t(updated.isPublic ? "projects:visibility.public" : "projects:visibility.private"),
          ),
        onError: () => toast.error(i18n.t("projects:visibility.failed")),
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
