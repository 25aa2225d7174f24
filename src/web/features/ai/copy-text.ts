import { toast } from "sonner";

/** Copies text and says so with the spec's toast. */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard");
  } catch {
    toast.error("Não foi possível copiar");
  }
}
