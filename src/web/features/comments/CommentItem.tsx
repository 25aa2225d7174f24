import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Comment } from "@/shared/api/comments";
import { splitMentions } from "@/shared/mentions";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { useFormatters } from "@/web/i18n/format";
import { avatarTone } from "@/web/lib/avatar";
import { commentAuthorName, commentAvatarLetter } from "./comment-rules";

/** One comment: avatar, author, relative time and the text with its mentions as links. */
export function CommentItem({ comment }: { comment: Comment }) {
  const format = useFormatters();
  const name = commentAuthorName(comment.author);
  const date = new Date(comment.createdAt);
  return (
    <li className="flex min-w-0 gap-3" data-testid="comment">
      <Avatar className="mt-0.5">
        {comment.author?.avatarUrl ? <AvatarImage src={comment.author.avatarUrl} alt="" /> : null}
        <AvatarFallback className={avatarTone(name, "")}>{commentAvatarLetter(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-medium">{name}</span>
          <time
            dateTime={comment.createdAt}
            title={format.dateTime(date)}
            className="text-xs text-muted-foreground"
          >
            {format.relative(date)}
          </time>
        </div>
        <CommentContent comment={comment} />
      </div>
    </li>
  );
}

/** Plain text only: React escapes every part, mentions become router links. */
function CommentContent({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {splitMentions(comment.content).map((part, index) => {
        if (part.kind === "text") return <span key={index}>{part.text}</span>;
        const project = comment.mentions[part.projectId];
        // Missing or not visible to this reader: no title to show and nothing to open.
        if (!project) {
          return (
            <span key={index} className="font-medium text-muted-foreground">
              @{t("privateProject")}
            </span>
          );
        }
        return (
          <Link
            key={index}
            to={`/project/${project.id}`}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            @{project.title}
          </Link>
        );
      })}
    </p>
  );
}
