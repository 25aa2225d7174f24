export { commentKeys, useComments, useMentionSuggestions, usePostComment } from "./api";
export { CommentForm } from "./CommentForm";
export { CommentItem } from "./CommentItem";
export { CommentsPanel, type CommentsPanelProps } from "./CommentsPanel";
export { canPostComment, commentAuthorName, commentAvatarLetter, commentCounter } from "./comment-rules";
export { EditorCommentsPanel } from "./EditorCommentsPanel";
export { applyMention, findMentionQuery, type MentionQuery } from "./mention-query";
export { useMentionPicker } from "./use-mention-picker";
