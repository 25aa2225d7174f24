import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectDetail } from "@/shared/api/projects";
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/shared/limits";
import { Badge } from "@/web/components/ui/badge";
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
import { Textarea } from "@/web/components/ui/textarea";
import { NicheField } from "@/web/features/dashboard";
import { useNicheLabel, useUpdateProject } from "@/web/features/projects";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";

type Props = {
  project: ProjectDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Project settings: a view mode, and an edit mode for title, niche and description. */
export function SettingsDialog({ project, open, onOpenChange }: Props) {
  const { t } = useTranslation(["editor", "common"]);
  const nicheLabel = useNicheLabel();
  const [editing, setEditing] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setEditing(false);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.title")}</DialogTitle>
          <DialogDescription>
            {project ? t("settings.description") : t("settings.saveFirst")}
          </DialogDescription>
        </DialogHeader>
        {project && editing ? (
          <EditForm project={project} onDone={() => setEditing(false)} />
        ) : project ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("settings.fieldTitle")}</dt>
              <dd className="break-words">{project.title}</dd>
              <dt className="text-muted-foreground">{t("settings.niche")}</dt>
              <dd>
                <Badge variant="accent">{nicheLabel(project.niche)}</Badge>
              </dd>
              <dt className="text-muted-foreground">{t("settings.fieldDescription")}</dt>
              <dd className="break-words whitespace-pre-line">
                {project.description || (
                  <span className="text-muted-foreground italic">{t("common:noDescription")}</span>
                )}
              </dd>
              <dt className="text-muted-foreground">{t("settings.visibility")}</dt>
              <dd>{project.isPublic ? t("settings.public") : t("settings.private")}</dd>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("common:actions.close")}
              </Button>
              {project.permissions.canEdit ? (
                <Button onClick={() => setEditing(true)}>{t("settings.edit")}</Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const id = useId();
  const { t } = useTranslation(["editor", "common"]);
  const update = useUpdateProject();
  const [title, setTitle] = useState(project.title);
  const [niche, setNiche] = useState(project.niche);
  const [description, setDescription] = useState(project.description ?? "");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError(t("settings.titleEmpty"));
      toast.error(t("settings.titleEmpty"));
      return;
    }
    setError(null);
    update.mutate(
      { id: project.id, changes: { title: title.trim(), niche, description } },
      {
        onSuccess: () => {
          toast.success(t("settings.updated"));
          onDone();
        },
        onError: (err) => toast.error(t("settings.updateFailed"), { description: errorMessage(err) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>{t("settings.fieldTitle")}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <NicheField value={niche} onChange={setNiche} />
      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>{t("settings.fieldDescription")}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null} {t("common:actions.saveChanges")}
        </Button>
      </DialogFooter>
    </form>
  );
}
