import { z } from "zod";

/** What an AI job spent: provider calls, prompt and completion tokens, and its wall time. */
export const aiUsageSchema = z.object({
  calls: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  wallMs: z.number().int(),
});
export type AiUsageReport = z.infer<typeof aiUsageSchema>;
