import OpenAI from "openai";
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
    maxRetries: 0, // our own retry rule below (the spec's)
  });
  return {
    models: { main: config.AI_MODEL, fast: config.AI_MODEL_FAST },
    async chat(messages, { model, temperature, maxTokens }) {
      return withRetry(
        async () => {
          const completion = await client.chat.completions.create({
            model,
            messages,
            temperature,
            max_tokens: maxTokens,
          });
          const content = completion.choices?.[0]?.message?.content;
          if (typeof content !== "string")
            throw new AiResponseError("The AI provider answered without content");
          return content;
        },
        { attempts: 3, baseMs: config.aiRetryBaseMs },
      );
    },
  };
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
