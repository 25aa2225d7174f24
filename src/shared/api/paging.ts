import { z } from "zod";
import { PAGE_SIZE_MAX } from "../limits";

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../limits";

/** A cursor is short; anything longer was not made by us. */
const CURSOR_MAX_LENGTH = 200;

const limitMessage = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/**
 * `?cursor=&limit=` of every paged list. The cursor is opaque to clients: they pass back the
 * `nextCursor` of the previous page; the server decodes and checks it.
 */
export const pageQuerySchema = z.object({
  cursor: z
    .string({ message: "cursor must be given once, as text" })
    .min(1, "cursor cannot be empty")
    .max(CURSOR_MAX_LENGTH, "cursor is not a valid page cursor")
    .optional(),
  limit: z
    .string({ message: limitMessage })
    .regex(/^\d{1,4}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, limitMessage).max(PAGE_SIZE_MAX, limitMessage))
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{<items>, nextCursor}`: nextCursor is null on the last page. */
export const nextCursorSchema = z.string().nullable();
