import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /**
   * Given, the dialog stays open while the request runs (buttons disabled, a spinner) and the
   * caller closes it when it settles; left out, confirming closes it and the caller runs the request.
   */
  pending?: boolean;
  /** Keeps the confirm button off while the caller still checks, or knows the action would be refused. */
  confirmDisabled?: boolean;
};

/** A destructive confirmation. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onOpenChange,
  pending,
  confirmDisabled = false,
}: Props) {
  const { t } = useTranslation("common");
  const waits = pending !== undefined;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("actions.cancel")}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={pending || confirmDisabled}
            onClick={() => {
              if (!waits) onOpenChange(false);
              onConfirm();
            }}
          >
            {pending ? <Spinner /> : null} {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
