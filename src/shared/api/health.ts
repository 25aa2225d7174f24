import { z } from "zod";

/**
 * GET /api/health: whether the database answers, and the AI provider's state as the instance last
 * saw it ("unreachable" for a while after a job could not reach it; "off" with none configured).
 */
export const healthResponseSchema = z.object({
  ok: z.boolean(),
  ai: z.enum(["ok", "unreachable", "off"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
