import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/shared/limits";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { useCreateProject } from "@/web/features/projects";
import { createCallbacks } from "./create-feedback";
import { NicheField } from "./NicheField";

type Props = { onCreated: (projectId: string) => void; onCancel: () => void };

export function BlankProjectForm({ onCreated, onCancel }: Props) {
  const id = useId();
  const { t } = useTranslation(["projects", "common"]);
  const [title, setTitle] = useState("");
  const [niche, setNiche] = useState("");
  const [content, setContent] = useState("");
  const create = useCreateProject();
  const canSubmit = title.trim().length > 0 && !create.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const cleanTitle = title.trim();
    create.mutate(
      { title: cleanTitle, niche: niche || undefined, content: content.trim() ? content : undefined },
      createCallbacks(onCreated),
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t("create.blank")}>
      <FormField
        id={`${id}-title`}
        label={t("create.fieldTitle")}
        value={title}
        autoFocus
        required
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t("create.titlePlaceholder")}
        onChange={(event) => setTitle(event.target.value)}
      />
      <NicheField value={niche} onChange={setNiche} />
      <div className="space-y-2">
        <Label htmlFor={`${id}-content`}>{t("create.content")}</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          maxLength={CONTENT_MAX_LENGTH}
          rows={5}
          placeholder={t("create.contentPlaceholder")}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {create.isPending ? <Spinner /> : null} {t("create.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
