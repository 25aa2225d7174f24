import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectDetail } from "@/shared/api/projects";
import { TITLE_MAX_LENGTH } from "@/shared/limits";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { useDuplicateProject } from "@/web/features/projects";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";

type DuplicateProps = {
  project: Pick<ProjectDetail, "id" | "title"> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDuplicated: (project: ProjectDetail) => void;
};

/** Asks the copy's title, then POST /api/projects/:id/duplicate. */
export function DuplicateDialog({ project, open, onOpenChange, onDuplicated }: DuplicateProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {project && open ? (
          <DuplicateForm project={project} onCancel={() => onOpenChange(false)} onDuplicated={onDuplicated} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DuplicateForm({
  project,
  onCancel,
  onDuplicated,
}: {
  project: Pick<ProjectDetail, "id" | "title">;
  onCancel: () => void;
  onDuplicated: (project: ProjectDetail) => void;
}) {
  const id = useId();
  const { t } = useTranslation(["editor", "common"]);
  const duplicate = useDuplicateProject();
  const [title, setTitle] = useState(() =>
    t("duplicate.copyOf", { title: project.title }).slice(0, TITLE_MAX_LENGTH),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = title.trim();
    if (!value) return;
    duplicate.mutate(
      { sourceId: project.id, title: value },
      {
        onSuccess: (copy) => {
          toast.success(t("duplicate.done"), { description: copy.title });
          onCancel();
          onDuplicated(copy);
        },
        onError: (error) => toast.error(t("duplicate.failed"), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <DialogHeader>
        <DialogTitle>{t("duplicate.title")}</DialogTitle>
        <DialogDescription>{t("duplicate.description")}</DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>{t("duplicate.newTitle")}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" disabled={!title.trim() || duplicate.isPending}>
          {duplicate.isPending ? <Spinner /> : null} {t("duplicate.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ConflictProps = {
  open: boolean;
  onReload: () => Promise<void>;
  onKeep: () => Promise<void>;
};

/** A save was refused with 409: the project changed in another tab or on another device. */
export function ConflictDialog({ open, onReload, onKeep }: ConflictProps) {
  const { t } = useTranslation("editor");
  const [busy, setBusy] = useState<"reload" | "keep" | null>(null);
  const run = (which: "reload" | "keep", action: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("conflict.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("conflict.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={busy !== null} onClick={run("reload", onReload)}>
            {busy === "reload" ? <Spinner /> : null} {t("conflict.reload")}
          </Button>
          <Button disabled={busy !== null} onClick={run("keep", onKeep)}>
            {busy === "keep" ? <Spinner /> : null} {t("conflict.keep")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
