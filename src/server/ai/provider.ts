import OpenAI from "openai";
import { wellFormed } from "../../shared/text/well-formed";
import type { Config } from "../config";
import { withRetry } from "./retry";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
export type ChatOptions = { model: string; temperature: number; maxTokens: number };

/** One client for any OpenAI-compatible chat-completions endpoint; the key never leaves the server. */
export type AiProvider = {
  models: { main: string; fast: string };
  chat(messages: ChatMessage[], options: ChatOptions): Promise<string>;
};

export class AiResponseError extends Error {}

/** Null when no AI_API_KEY is configured: the app then uses its local engines. */
export function createAiProvider(config: Config): AiProvider | null {
  if (!config.AI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: config.AI_API_KEY,
    baseURL: config.AI_BASE_URL,
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: 0, // our own retry rule (retry.ts) decides, so the SDK must not retry too
  });
  return {
    models: { main: config.AI_MODEL, fast: config.AI_MODEL_FAST },
    async chat(messages, { model, temperature, maxTokens }) {
      // AI_TIMEOUT_MS bounds the whole call, retries included: a slow provider gets a fallback
      // or a 502 by then, never a wait of several timeouts in a row.
      const deadline = Date.now() + config.AI_TIMEOUT_MS;
      return withRetry(
        async () => {
          const remaining = deadline - Date.now();
          if (remaining <= 0) throw new AiResponseError("The AI provider did not answer in time");
          let completion: unknown;
          try {
            completion = await client.chat.completions.create(
              { model, messages, temperature, max_tokens: maxTokens },
              { timeout: remaining },
            );
          } catch (error) {
            // A body that is not JSON (an HTML error page, a cut-off answer) is the provider's fault.
            if (error instanceof SyntaxError)
              throw new AiResponseError("The AI provider answered invalid JSON");
            throw error;
          }
          return completionText(completion);
        },
        { attempts: 3, baseMs: config.aiRetryBaseMs, deadline },
      );
    },
  };
}

/** The first choice's text; anything else (no choices, no message, no text) is a bad answer. */
function completionText(completion: unknown): string {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices)
    ? (choices[0] as { message?: { content?: unknown } } | undefined)
    : undefined;
  const content = first?.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new AiResponseError("The AI provider answered without content");
  }
  // A provider's text is stored like a writer's: no NUL (PostgreSQL cannot hold it), no half emoji.
  return wellFormed(content.replaceAll("\u0000", ""));
}

/** Pulls the first JSON object out of a model's answer (models wrap JSON in prose or fences). */
export function extractJson(content: string): unknown {
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start === -1 || end <= start) throw new AiResponseError("Failed to extract JSON");
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new AiResponseError("Failed to extract JSON");
  }
}
