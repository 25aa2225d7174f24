import { Tag } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import type { ProjectSummary } from "@/shared/api/projects";
import { TITLE_MAX_LENGTH } from "@/shared/limits";
import { FormField } from "@/web/components/FormField";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Spinner } from "@/web/components/ui/spinner";
import { useMe } from "@/web/features/auth/api";
import { useDuplicateProject, useProjects, useTimeline } from "@/web/features/projects/api";
import { authorName } from "@/web/features/projects/format";
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
  return { sources, isPending: own.isPending || timeline.isPending };
}

export function DuplicateProjectForm({ onCreated, onCancel }: Props) {
  const id = useId();
  const { data: me } = useMe();
  const { sources, isPending } = useSources();
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
    <form onSubmit={submit} className="space-y-4" aria-label="Duplicate Project">
      <div className="space-y-2">
        <Label htmlFor={`${id}-source`}>Source project</Label>
        <Select
          value={sourceId}
          onValueChange={(next) => {
            setSourceId(next);
            // Suggest a title for the copy unless the user already typed one.
            const picked = sources.find((project) => project.id === next);
            if (picked && !title.trim()) setTitle(`${picked.title} (cópia)`.slice(0, TITLE_MAX_LENGTH));
          }}
          disabled={isPending || sources.length === 0}
        >
          <SelectTrigger id={`${id}-source`}>
            <SelectValue
              placeholder={
                isPending
                  ? "Loading projects…"
                  : sources.length
                    ? "Choose a project"
                    : "No projects to copy yet"
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
            <Spinner className="size-3" /> Loading projects…
          </p>
        ) : null}
      </div>
      {source ? (
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
          data-testid="source-niche"
        >
          <Tag className="size-4" aria-hidden /> Niche: <Badge variant="accent">{source.niche}</Badge>
        </p>
      ) : null}
      <FormField
        id={`${id}-title`}
        label="New title"
        value={title}
        required
        maxLength={TITLE_MAX_LENGTH}
        placeholder="Title of the copy"
        onChange={(event) => setTitle(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">
        The copy is private, belongs to you and keeps all the blocks of the source.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {duplicate.isPending ? <Spinner /> : null} Duplicate Project
        </Button>
      </DialogFooter>
    </form>
  );
}
