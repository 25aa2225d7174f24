import { MessageSquare, RotateCw, X } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import { useComments } from "./api";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";

export type CommentsPanelProps = {
  /** null while the project is unsaved: nothing to load, nothing to post to. */
  projectId: string | null;
  signedIn: boolean;
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
};

/**
 * The project's discussion: the form on top, comments newest first below. Comments by others
 * appear as they are posted, through the project's live event stream.
 */
export function CommentsPanel({ projectId, signedIn, onClose, className }: CommentsPanelProps) {
  const { t } = useTranslation(["collab", "common"]);
  const headingId = useId();
  const comments = useComments(projectId, { enabled: signedIn });

  useEffect(() => {
    if (comments.isError) toast.error(t("comments.loadFailed"), { id: `comments-load-${projectId}` });
  }, [comments.isError, projectId, t]);

  const list = comments.data;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-h-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
        className,
      )}
      data-testid="comments-panel"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <MessageSquare className="size-4 text-primary" aria-hidden /> {t("comments.title")}
          {list?.length ? <Badge variant="secondary">{list.length}</Badge> : null}
        </h2>
        {onClose ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onClose}
            aria-label={t("comments.hide")}
          >
            <X />
          </Button>
        ) : null}
      </header>

      <CommentForm projectId={projectId} signedIn={signedIn} />

      <div className="min-h-0 flex-1 overflow-y-auto">
        {!projectId || !signedIn ? null : comments.isPending ? (
          <ul className="space-y-4" aria-label={t("comments.loading")}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-4/5" />
                </div>
              </li>
            ))}
          </ul>
        ) : list?.length ? (
          <ol className="space-y-4" aria-label={t("comments.list")}>
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        ) : comments.isError ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <p>{t("comments.loadFailed")}</p>
            <Button variant="ghost" size="sm" onClick={() => comments.refetch()}>
              <RotateCw /> {t("common:actions.retry")}
            </Button>
          </div>
        ) : (
          <div className="py-6 text-center text-sm text-muted-foreground">
            <p className="font-medium text-foreground">{t("comments.empty")}</p>
            <p>{t("comments.emptyBody")}</p>
          </div>
        )}
      </div>
    </section>
  );
}
