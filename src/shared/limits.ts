/** Limits shared by the server (enforcement) and the web app (form validation). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Largest JSON body the API accepts (a 5,000-block project fits comfortably). */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5_000;
/** Initial content pasted into a new project (a long VSL is ~100 KB). */
export const CONTENT_MAX_LENGTH = 1_000_000;
/** Description excerpt shown on dashboard cards. */
export const CARD_DESCRIPTION_LENGTH = 120;
/** Activities per page of the dashboard feed. */
export const ACTIVITY_FEED_SIZE = 20;
/** Most blocks one project may hold, and the most text its block list may carry. */
export const MAX_BLOCKS = 5_000;
export const MAX_BLOCK_LIST_CHARS = 5_000_000;
export const BLOCK_TEXT_MAX_LENGTH = 100_000;
export const BLOCK_TYPE_MAX_LENGTH = 50;
export const COMMENT_MAX_LENGTH = 5_000;

/** Items per page of a list when the client names no limit, and the most it may ask for. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
