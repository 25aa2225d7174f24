import { toast } from "sonner";
import { clientErrorMessage } from "@/web/features/projects/errors";

export function toastProjectCreated(title: string) {
  toast.success("Projeto criado", { description: `“${title}” foi criado com sucesso.` });
}

/** The spec's toast, plus the server's reason when the request itself was refused (4xx). */
export function toastProjectCreateFailed(error: unknown) {
  toast.error("Não foi possível criar o projeto. Tente novamente.", {
    description: clientErrorMessage(error),
  });
}
