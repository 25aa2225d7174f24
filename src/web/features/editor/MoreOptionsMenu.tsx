import { Copy, Globe, LayoutDashboard, Lock, MessageSquare, MoreHorizontal, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ProjectDetail } from "@/shared/api/projects";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { DeleteProjectDialog } from "@/web/features/dashboard/DeleteProjectDialog";
import { useDeleteProject, useUpdateProject } from "@/web/features/projects/api";
import { ApiError } from "@/web/lib/api-client";
import { DuplicateDialog } from "./ProjectDialogs";

type Props = {
  project: ProjectDetail | null;
  readOnly: boolean;
  commentsOpen: boolean;
  onToggleComments: () => void;
  /** Saves pending edits (before duplicating, the copy should hold them). */
  saveNow: () => Promise<void>;
  /** Set while the dialog is opened from elsewhere (the read-only banner). */
  duplicateOpen: boolean;
  onDuplicateOpenChange: (open: boolean) => void;
};

export function MoreOptionsMenu({
  project,
  readOnly,
  commentsOpen,
  onToggleComments,
  saveNow,
  duplicateOpen,
  onDuplicateOpenChange,
}: Props) {
  const navigate = useNavigate();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [deleteOpen, setDeleteOpen] = useState(false);

  function share() {
    if (!project) return;
    const link = `${window.location.origin}/project/${project.id}`;
    const copyLink = () =>
      navigator.clipboard.writeText(link).then(
        () => toast.success("Link copied to clipboard", { description: link }),
        () => toast.info("Share this link", { description: link }),
      );
    if (project.isPublic) {
      void copyLink();
      return;
    }
    update.mutate(
      { id: project.id, changes: { isPublic: true } },
      {
        onSuccess: () => {
          toast.success("Projeto agora é público");
          void copyLink();
        },
        onError: () => toast.error("Não foi possível alterar a visibilidade do projeto"),
      },
    );
  }

  function makePrivate() {
    if (!project) return;
    update.mutate(
      { id: project.id, changes: { isPublic: false } },
      {
        onSuccess: () => toast.success("Projeto agora é privado"),
        onError: () => toast.error("Não foi possível alterar a visibilidade do projeto"),
      },
    );
  }

  function confirmDelete() {
    if (!project) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success("Projeto excluído", { description: project.title });
        setDeleteOpen(false);
        navigate("/dashboard");
      },
      onError: (error) => {
        setDeleteOpen(false);
        // 409 (copies exist) and 403 (not allowed) carry the spec's message.
        if (error instanceof ApiError && (error.status === 409 || error.status === 403))
          toast.error(error.message);
        else toast.error("Failed to delete project");
      },
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More options" title="More options">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>More options</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
            <LayoutDashboard aria-hidden /> Back to Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onToggleComments}>
            <MessageSquare aria-hidden /> {commentsOpen ? "Hide Comments" : "Show Comments"}
          </DropdownMenuItem>
          {project ? (
            <DropdownMenuItem
              onSelect={() => {
                void (readOnly ? Promise.resolve() : saveNow()).then(() => onDuplicateOpenChange(true));
              }}
            >
              <Copy aria-hidden /> Duplicate Project
            </DropdownMenuItem>
          ) : null}
          {project && !readOnly ? (
            <>
              <DropdownMenuItem onSelect={share} disabled={update.isPending}>
                <Globe aria-hidden /> {project.isPublic ? "Share Project (copy link)" : "Share Project"}
              </DropdownMenuItem>
              {project.isPublic ? (
                <DropdownMenuItem onSelect={makePrivate} disabled={update.isPending}>
                  <Lock aria-hidden /> Make Private
                </DropdownMenuItem>
              ) : null}
            </>
          ) : null}
          {project ? <DropdownMenuSeparator /> : null}
          {project?.permissions.canDelete ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleteOpen(true)}>
              <Trash2 aria-hidden /> Delete Project
            </DropdownMenuItem>
          ) : project ? (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">
              Note: Only the project owner or superadmin can delete this project.
            </p>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <DuplicateDialog
        project={project}
        open={duplicateOpen}
        onOpenChange={onDuplicateOpenChange}
        onDuplicated={(copy) => navigate(`/project/${copy.id}`)}
      />
      <DeleteProjectDialog
        project={deleteOpen && project ? project : null}
        pending={remove.isPending}
        onOpenChange={setDeleteOpen}
        onConfirm={confirmDelete}
      />
    </>
  );
}
