import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
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
import { useDuplicateProject } from "@/web/features/projects/api";

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
  const duplicate = useDuplicateProject();
  const [title, setTitle] = useState(() => `${project.title} (cópia)`.slice(0, TITLE_MAX_LENGTH));

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = title.trim();
    if (!value) return;
    duplicate.mutate(
      { sourceId: project.id, title: value },
      {
        onSuccess: (copy) => {
          toast.success("Projeto duplicado", { description: copy.title });
          onCancel();
          onDuplicated(copy);
        },
        onError: (error) =>
          toast.error("Não foi possível duplicar o projeto", { description: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <DialogHeader>
        <DialogTitle>Duplicate Project</DialogTitle>
        <DialogDescription>The copy is private, belongs to you and keeps every block.</DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>New title</Label>
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
          Cancel
        </Button>
        <Button type="submit" disabled={!title.trim() || duplicate.isPending}>
          {duplicate.isPending ? <Spinner /> : null} Duplicate Project
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
          <AlertDialogTitle>This project changed somewhere else</AlertDialogTitle>
          <AlertDialogDescription>
            It was saved in another tab or on another device after you opened it, so your last changes were
            not saved. Reload to see the saved version (your unsaved changes here are discarded), or keep your
            version and save it over the other one.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={busy !== null} onClick={run("reload", onReload)}>
            {busy === "reload" ? <Spinner /> : null} Reload
          </Button>
          <Button disabled={busy !== null} onClick={run("keep", onKeep)}>
            {busy === "keep" ? <Spinner /> : null} Keep my version
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
