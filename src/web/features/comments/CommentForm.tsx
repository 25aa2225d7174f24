import { Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import { usePostComment } from "./api";
import { canPostComment, commentCounter } from "./comment-rules";
import { MentionListbox } from "./MentionListbox";
import { useMentionPicker } from "./use-mention-picker";

type Props = { projectId: string | null; signedIn: boolean };

/** New comment with '@' project mentions; Ctrl+Enter posts. */
export function CommentForm({ projectId, signedIn }: Props) {
  const { t } = useTranslation("collab");
  const format = useFormatters();
  const [content, setContent] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const post = usePostComment(projectId);
  const enabled = signedIn && Boolean(projectId);
  const picker = useMentionPicker({
    value: content,
    onValueChange: setContent,
    textareaRef,
    excludeProjectId: projectId,
    enabled,
  });
  const canPost = canPostComment({ content, projectId, signedIn, posting: post.isPending });
  const counter = commentCounter(content, format);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canPost) return;
    picker.close();
    post.mutate(content.trim(), {
      onSuccess: () => {
        setContent("");
        toast.success(t("comments.added"));
      },
      onError: (error) => toast.error(t("comments.addFailed"), { description: errorMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-label={t("comments.form")}>
      <div className="relative">
        <Textarea
          ref={textareaRef}
          value={content}
          aria-label={t("comments.field")}
          aria-describedby={hintId}
          placeholder={t("comments.placeholder")}
          className="min-h-[100px] resize-y"
          disabled={!enabled}
          {...picker.inputProps}
          onChange={(event) => {
            setContent(event.target.value);
            picker.sync(event.target.value, event.target.selectionStart);
          }}
          onSelect={(event) => picker.sync(event.currentTarget.value, event.currentTarget.selectionStart)}
          onBlur={picker.close}
          onKeyDown={(event) => {
            if (picker.onKeyDown(event)) return;
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
          }}
        />
        {picker.open ? (
          <MentionListbox
            id={picker.listboxId}
            items={picker.items}
            activeIndex={picker.activeIndex}
            optionId={picker.optionId}
            searching={picker.searching}
            failed={picker.failed}
            onPick={picker.pick}
            onHover={picker.setActive}
          />
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3">
        <p id={hintId} className="min-w-0 text-xs text-muted-foreground">
          {!signedIn ? (
            t("comments.signedOut")
          ) : !projectId ? (
            t("comments.saveFirst")
          ) : counter.visible ? (
            <span className={cn(counter.over && "font-medium text-destructive")} aria-live="polite">
              {counter.text}
            </span>
          ) : (
            <span className="hidden sm:inline">{t("comments.ctrlEnter")}</span>
          )}
        </p>
        <Button type="submit" size="sm" disabled={!canPost}>
          {post.isPending ? <Spinner /> : <Send />}
          {post.isPending ? t("comments.posting") : t("comments.post")}
        </Button>
      </div>
    </form>
  );
}
