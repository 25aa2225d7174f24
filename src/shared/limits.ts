/** Limits shared by the server (enforcement) and the web app (form validation). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Largest JSON body the API accepts (a 5,000-block project fits comfortably). */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;
