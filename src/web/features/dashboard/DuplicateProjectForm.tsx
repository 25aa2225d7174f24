import { Tag } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectSummary } from "@/shared/api/projects";
import { TITLE_MAX_LENGTH } from "@/shared/limits";
import { FormField } from "@/web/components/FormField";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Spinner } from "@/web/components/ui/spinner";
import { useMe } from "@/web/features/auth";
import {
  authorName,
  useDuplicateProject,
  useNicheLabel,
  useProjects,
  useTimeline,
} from "@/web/features/projects";
import { createCallbacks } from "./create-feedback";

type Props = { onCreated: (projectId: string) => void; onCancel: () => void };

/** Own projects first, then other people's public ones; a project that is both appears once. */
function useSources() {
  const own = useProjects();
  const timeline = useTimeline();
  const sources = useMemo(() => {
    const seen = new Set<string>();
    const list: ProjectSummary[] = [];
    for (const project of [...(own.data ?? []), ...(timeline.data ?? [])]) {
      if (seen.has(project.id)) continue;
      seen.add(project.id);
      list.push(project);
    }
    return list;
  }, [own.data, timeline.data]);
  // Both lists are paged: the picker offers what is loaded and a button for the next pages.
  const hasMore = own.hasNextPage || timeline.hasNextPage;
  const isFetchingMore = own.isFetchingNextPage || timeline.isFetchingNextPage;
  const loadMore = () => {
    if (own.hasNextPage) void own.fetchNextPage();
    if (timeline.hasNextPage) void timeline.fetchNextPage();
  };
  return { sources, isPending: own.isPending || timeline.isPending, hasMore, isFetchingMore, loadMore };
}

export function DuplicateProjectForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation(["projects", "common", "lists"]);
  const nicheLabel = useNicheLabel();
  const id = useId();
  const { data: me } = useMe();
  const { sources, isPending, hasMore, isFetchingMore, loadMore } = useSources();
  const [sourceId, setSourceId] = useState("");
  const [title, setTitle] = useState("");
  const duplicate = useDuplicateProject();
  const source = sources.find((project) => project.id === sourceId);
  const canSubmit = Boolean(source) && title.trim().length > 0 && !duplicate.isPending;

  function label(project: ProjectSummary) {
    if (project.userId === me?.id) return project.title;
    return `${project.title} — ${authorName(project.creator.name, project.userId)}`;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || !source) return;
    duplicate.mutate({ sourceId: source.id, title: title.trim() }, createCallbacks(onCreated));
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t("create.duplicate")}>
      <div className="space-y-2">
        <Label htmlFor={`${id}-source`}>{t("create.source")}</Label>
        <Select
          value={sourceId}
          onValueChange={(next) => {
            setSourceId(next);
            // Suggest a title for the copy unless the user already typed one.
            const picked = sources.find((project) => project.id === next);
            if (picked && !title.trim())
              setTitle(t("create.copyOf", { title: picked.title }).slice(0, TITLE_MAX_LENGTH));
          }}
          disabled={isPending || sources.length === 0}
        >
          <SelectTrigger id={`${id}-source`}>
            <SelectValue
              placeholder={
                isPending
                  ? t("create.loadingProjects")
                  : sources.length
                    ? t("create.chooseProject")
                    : t("create.noProjects")
              }
            />
          </SelectTrigger>
          <SelectContent>
            {sources.map((project) => (
              <SelectItem key={project.id} value={project.id}>
                {label(project)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {isPending ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Spinner className="size-3" /> {t("create.loadingProjects")}
          </p>
        ) : null}
        {hasMore ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={loadMore}
            disabled={isFetchingMore}
          >
            {isFetchingMore ? <Spinner className="size-3" /> : null}
            {isFetchingMore ? t("lists:loadingMore") : t("lists:loadMore")}
          </Button>
        ) : null}
      </div>
      {source ? (
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
          data-testid="source-niche"
        >
          <Tag className="size-4" aria-hidden /> {t("create.sourceNiche")}{" "}
          <Badge variant="accent">{nicheLabel(source.niche)}</Badge>
        </p>
      ) : null}
      <FormField
        id={`${id}-title`}
        label={t("create.newTitle")}
        value={title}
        required
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t("create.newTitlePlaceholder")}
        onChange={(event) => setTitle(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">{t("create.copyNote")}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {duplicate.isPending ? <Spinner /> : null} {t("create.duplicate")}
        </Button>
      </DialogFooter>
    </form>
  );
}
