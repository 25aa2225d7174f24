import { AlertCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";

/** An inline error: a title saying what failed and the error's own message. */
export function ErrorAlert({ title = "Erro", error }: { title?: string; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
