import { toast } from "sonner";
import { clientErrorMessage } from "@/web/features/projects/errors";

function toastProjectCreated(title: string) {
  toast.success("Projeto criado", { description: `“${title}” foi criado com sucesso.` });
}

/** The spec's toast, plus the server's reason when the request itself was refused (4xx). */
function toastProjectCreateFailed(error: unknown) {
  toast.error("Não foi possível criar o projeto. Tente novamente.", {
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
