import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";

/** Copies text and says so with a toast. */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t("copied"));
  } catch {
    toast.error(i18n.t("copyFailed"));
  }
}
