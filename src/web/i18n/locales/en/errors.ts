import type { ErrorCode, ErrorReason } from "@/shared/api/errors";

/** Codes the web client gives failures that never reached an answer from the server. */
type ClientCode = "NETWORK_ERROR" | "INVALID_RESPONSE" | "INCOMPLETE_STREAM";
/** Codes of the sign-in service (better-auth, plus our password rule) the forms can meet. */
type AuthCode =
  | "PASSWORD_TOO_COMMON"
  | "PASSWORD_TOO_WEAK"
  | "INVALID_EMAIL_OR_PASSWORD"
  | "USER_ALREADY_EXISTS"
  | "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"
  | "INVALID_PASSWORD"
  | "INVALID_EMAIL"
  | "INVALID_TOKEN"
  | "TOKEN_EXPIRED"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "SESSION_EXPIRED"
  | "CREDENTIAL_ACCOUNT_NOT_FOUND"
  | "FAILED_TO_CREATE_USER";

/**
 * The server's errors in words: by the finer `reason` when it sends one, else by its stable code.
 * `{{detail}}` is the server's own (English, technical) message, for codes that only say "bad input".
 */
export const errors = {
  codes: {
    BAD_REQUEST: "The server did not accept the request ({{detail}}).",
    VALIDATION_FAILED: "The server did not accept the request ({{detail}}).",
    UNAUTHENTICATED: "You need to sign in again.",
    FORBIDDEN: "You are not allowed to do this.",
    NOT_FOUND: "Not found: it may have been deleted, or you cannot see it.",
    CONFLICT: "This changed somewhere else meanwhile. Reload and try again.",
    PAYLOAD_TOO_LARGE: "This is too large for the server to take.",
    URI_TOO_LONG: "This address is too long for the server.",
    UNSUPPORTED_MEDIA_TYPE: "The server did not understand the request's format.",
    RATE_LIMITED: "Too many requests. Wait a moment and try again.",
    AI_UNAVAILABLE: "The AI service did not answer. Try again in a moment.",
    AI_PROVIDER_REQUIRED:
      "This needs an AI provider and none is configured on this server. Ask an administrator to set one up.",
    DATABASE_UNAVAILABLE: "The database is unavailable right now. Try again in a moment.",
    TRANSLATION_FAILED: "No block could be translated. Nothing was changed; try again later.",
    VERSION_NOT_FOUND: "This version is not in the project's history.",
    INTERNAL: "Something went wrong on our side. Try again in a moment.",
    NETWORK_ERROR: "Could not reach the server. Check your connection and try again.",
    INVALID_RESPONSE: "The server sent an answer this page does not understand. Reload the page.",
    INCOMPLETE_STREAM: "The server stopped before finishing. Try again.",
    PASSWORD_TOO_WEAK:
      "This password is too easy to guess: it is only spaces, or your own e-mail or name. Choose another.",
    PASSWORD_TOO_COMMON:
      "This password is too common: it is on the lists of breached passwords that attackers try first. Choose a less predictable one.",
    INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
    USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
      "An account with this email already exists. Sign in or use another email.",
    INVALID_PASSWORD: "The password is not right.",
    INVALID_EMAIL: "Please enter a valid email address.",
    INVALID_TOKEN: "This link is not valid any more. Ask for a new one.",
    TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
    PASSWORD_TOO_SHORT: "The password is too short.",
    PASSWORD_TOO_LONG: "The password is too long.",
    SESSION_EXPIRED: "Your session has expired. Sign in again.",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password to change.",
    FAILED_TO_CREATE_USER: "The account could not be created. Try again.",
  } satisfies Record<ErrorCode | ClientCode | AuthCode, string>,
  reasons: {
    PROJECT_NOT_FOUND: "Project not found.",
    OWNER_ONLY: "Only the project owner can change this project.",
    DELETE_NOT_ALLOWED: "You do not have permission to delete this project.",
    SOURCE_IN_USE: "This project cannot be deleted: other projects were copied from it.",
    STALE_VERSION:
      "This project was changed somewhere else (another tab or device) since you loaded it. Reload it, or save again to keep your version.",
    BLOCKS_CONFLICT:
      "Someone else changed the same blocks since you loaded this project. Choose which text to keep for each of them.",
    ORDER_CONFLICT:
      "Someone else reordered the blocks differently since you loaded this project. Reload it to see their order.",
    ADMIN_ONLY: "This needs the administrator role.",
    SUPERADMIN_ONLY: "Only a superadmin can grant or remove the superadmin role.",
    USER_NOT_FOUND: "User not found.",
    GLOSSARY_DUPLICATE: 'The glossary already has the term "{{term}}".',
    GLOSSARY_FULL: "A glossary holds at most {{max}} terms.",
    TERM_NOT_FOUND: "Glossary term not found.",
    MENTION_NOT_VISIBLE: "The comment mentions a project that does not exist or that you cannot see.",
    AI_TASKS_BUSY: "You already have {{running}} AI tasks running; wait for one to finish.",
    ALL_BLOCKS_FAILED:
      "No block could be translated into {{language}}: the AI provider failed for every block. Nothing was changed; try again later.",
    NO_SUCH_VERSION: "This project has no version {{version}} in its history.",
    TABLE_NOT_FOUND: "There is no table named {{table}}.",
    JOB_NOT_FOUND: "This task is no longer known to the server. Start it again.",
    JOB_ABANDONED: "The task stopped several times before it could finish. Start it again.",
    JOB_CANCELLED: "The task was cancelled.",
    JOB_FINISHED: "The task has already finished; there is nothing left to cancel.",
    PROVIDER_UNREACHABLE:
      "No block could be translated into {{language}}: the AI provider is unreachable. Nothing was changed; try again in a minute.",
    ACCOUNT_GONE: "The account that started this task no longer exists.",
    TEXT_REQUIRED: "There is no text to work on.",
    BLOCKS_REQUIRED: "The project has no blocks to analyse.",
    LANGUAGE_REQUIRED: "Choose a target language.",
    SIGN_IN_LIMITED: "Too many failed sign-ins to this account. Try again in {{minutes}} min.",
    TOO_MANY_BLOCKS: "A project can hold at most {{max}} blocks. Nothing was saved.",
    TOO_MUCH_TEXT: "A project can hold at most {{max}} characters of text. Nothing was saved.",
  } satisfies Record<ErrorReason, string>,
};
