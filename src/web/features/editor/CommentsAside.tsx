import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

/** The comments beside the editor on wide screens; a sheet over the bottom of the page on phones. */
export function CommentsAside({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation("editor");
  return (
    <aside
      aria-label={t("comments.label")}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[70vh] overflow-y-auto border-t bg-background p-4 shadow-lg lg:sticky lg:top-20 lg:z-auto lg:max-h-[calc(100vh-6rem)] lg:w-96 lg:shrink-0 lg:self-start lg:rounded-lg lg:border lg:shadow-none"
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden /> {t("comments.close")}
        </Button>
      </div>
      <div data-slot="comments">{children}</div>
    </aside>
  );
}
