import { clientErrorMessage } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";

function toastProjectCreated(title: string) {
  toast.success(i18n.t("projects:create.created"), {
    description: i18n.t("projects:create.createdBody", { title }),
  });
}

/** The success or failure toast, plus the server's reason when the request itself was refused (4xx). */
function toastProjectCreateFailed(error: unknown) {
  toast.error(i18n.t("projects:create.createFailed"), {
    description: clientErrorMessage(error),
  });
}

/** Mutation callbacks shared by both tabs of the create dialog: the toasts, then `onCreated`. */
export function createCallbacks(onCreated: (id: string) => void) {
  return {
    onSuccess: (project: { id: string; title: string }) => {
      toastProjectCreated(project.title);
      onCreated(project.id);
    },
    onError: toastProjectCreateFailed,
  };
}
