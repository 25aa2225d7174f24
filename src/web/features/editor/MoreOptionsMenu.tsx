import {
  Copy,
  Globe,
  LayoutDashboard,
  Lock,
  MessageSquare,
  MonitorPlay,
  MoreHorizontal,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
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
import { DeleteProjectDialog } from "@/web/features/dashboard";
import { useDeleteProject, useUpdateProject } from "@/web/features/projects";
import { errorMessage } from "@/web/i18n/errors";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
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
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [deleteOpen, setDeleteOpen] = useState(false);

  function share() {
    if (!project) return;
    const link = `${window.location.origin}/project/${project.id}`;
    const copyLink = () =>
      navigator.clipboard.writeText(link).then(
        () => toast.success(t("menu.linkCopied"), { description: link }),
        () => toast.info(t("menu.shareLink"), { description: link }),
      );
    if (project.isPublic) {
      void copyLink();
      return;
    }
    update.mutate(
      { id: project.id, changes: { isPublic: true } },
      {
        onSuccess: () => {
          toast.success(t("menu.nowPublic"), { description: t("menu.nowPublicBody") });
          void copyLink();
        },
        onError: () => toast.error(t("menu.visibilityError")),
      },
    );
  }

  function makePrivate() {
    if (!project) return;
    update.mutate(
      { id: project.id, changes: { isPublic: false } },
      {
        onSuccess: () => toast.success(t("menu.nowPrivate")),
        onError: () => toast.error(t("menu.visibilityError")),
      },
    );
  }

  function confirmDelete() {
    if (!project) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success(t("menu.deleted"), { description: project.title });
        setDeleteOpen(false);
        navigate("/dashboard");
      },
      onError: (error) => {
        setDeleteOpen(false);
        // 409 (copies exist) and 403 (not allowed) carry the server's reason, which says why.
        if (error instanceof ApiError && (error.status === 409 || error.status === 403))
          toast.error(errorMessage(error));
        else toast.error(t("menu.deleteFailed"));
      },
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t("menu.label")} title={t("menu.label")}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>{t("menu.label")}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
            <LayoutDashboard aria-hidden /> {t("menu.backToDashboard")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onToggleComments}>
            <MessageSquare aria-hidden /> {commentsOpen ? t("menu.hideComments") : t("menu.showComments")}
          </DropdownMenuItem>
          {project ? (
            <DropdownMenuItem
              onSelect={() => {
                // The prompter reads what is saved: pending edits go first.
                void (readOnly ? Promise.resolve() : saveNow()).then(() =>
                  navigate(`/project/${project.id}/prompter`),
                );
              }}
            >
              <MonitorPlay aria-hidden /> {t("menu.prompter")}
            </DropdownMenuItem>
          ) : null}
          {project ? (
            <DropdownMenuItem
              onSelect={() => {
                void (readOnly ? Promise.resolve() : saveNow()).then(() => onDuplicateOpenChange(true));
              }}
            >
              <Copy aria-hidden /> {t("menu.duplicate")}
            </DropdownMenuItem>
          ) : null}
          {project && !readOnly ? (
            <>
              <DropdownMenuItem onSelect={share} disabled={update.isPending}>
                <Globe aria-hidden /> {project.isPublic ? t("menu.shareCopy") : t("menu.share")}
              </DropdownMenuItem>
              {project.isPublic ? (
                <DropdownMenuItem onSelect={makePrivate} disabled={update.isPending}>
                  <Lock aria-hidden /> {t("menu.makePrivate")}
                </DropdownMenuItem>
              ) : null}
            </>
          ) : null}
          {project ? <DropdownMenuSeparator /> : null}
          {project?.permissions.canDelete ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleteOpen(true)}>
              <Trash2 aria-hidden /> {t("menu.delete")}
            </DropdownMenuItem>
          ) : project ? (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">{t("menu.deleteNote")}</p>
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
