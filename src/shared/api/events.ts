import { z } from "zod";
import { personSchema } from "./projects";

/**
 * GET /api/projects/:id/events (server-sent events). Event names and their data:
 * - `comment`: a new comment, as GET /api/projects/:id/comments lists it for this viewer;
 * - `blocks`: the block list changed (a save, a translation, a restore);
 * - `presence`: who has the project open now, and which block each is editing.
 */
export const blocksEventSchema = z.object({
  version: z.number().int(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Blocks the change touched, when the save knows them; absent means "reload the list". */
  blockIds: z.array(z.string()).optional(),
});
export type BlocksEvent = z.infer<typeof blocksEventSchema>;

export const presenceUserSchema = personSchema.extend({
  /** The block this person is editing, or null. */
  blockId: z.string().nullable(),
});
export type PresenceUser = z.infer<typeof presenceUserSchema>;

/**
 * `count` is how many people have the project open; `users` says who, and is empty for a visitor
 * without an account, who is not shown the names, ids and pictures of signed-in readers.
 */
export const presenceEventSchema = z.object({
  users: z.array(presenceUserSchema),
  count: z.number().int().nonnegative(),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** A browser tab's own id, so one person with two tabs shows once and each tab reports its block. */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "client must be 8 to 64 letters, digits, '-' or '_'");

export const eventsQuerySchema = z.object({
  client: clientIdSchema.optional(),
  /** Replays events after this id; EventSource sends it as the Last-Event-ID header on reconnect. */
  lastEventId: z.coerce.number().int().nonnegative().optional(),
});

/** POST /api/projects/:id/presence: the block this tab is editing now (null when none). */
export const presenceRequestSchema = z.object({
  client: clientIdSchema,
  blockId: z.string().max(100, "blockId must be at most 100 characters").nullable(),
});
