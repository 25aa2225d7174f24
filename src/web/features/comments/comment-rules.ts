import type { Comment } from "@/shared/api/comments";
import { COMMENT_MAX_LENGTH } from "@/shared/limits";
import { i18n } from "@/web/i18n";
import type { Formatters } from "@/web/i18n/format";

/** 'Anonymous' without an author; a user without a name still gets a stable handle: 8 id characters. */
export function commentAuthorName(author: Comment["author"]): string {
  if (!author) return i18n.t("collab:comments.anonymous");
  return author.name.trim() || author.id.slice(0, 8);
}

/** Avatar fallback: the first letter of the shown name, uppercase. */
export function commentAvatarLetter(displayName: string): string {
  return (Array.from(displayName.trim())[0] ?? "?").toUpperCase();
}

/** No empty comment, none without a project or a signed-in user, none twice by a double click. */
export function canPostComment(input: {
  content: string;
  projectId: string | null;
  signedIn: boolean;
  posting: boolean;
}): boolean {
  const length = input.content.trim().length;
  return (
    length > 0 && length <= COMMENT_MAX_LENGTH && Boolean(input.projectId) && input.signedIn && !input.posting
  );
}

/** The counter appears from 80 % of the limit on, and turns red past it. */
export function commentCounter(
  content: string,
  format: Pick<Formatters, "number">,
): { visible: boolean; over: boolean; text: string } {
  const length = content.trim().length;
  return {
    visible: length >= COMMENT_MAX_LENGTH * 0.8,
    over: length > COMMENT_MAX_LENGTH,
    text: `${format.number(length)} / ${format.number(COMMENT_MAX_LENGTH)}`,
  };
}
