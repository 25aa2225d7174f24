import OpenAI, { APIConnectionError, APIUserAbortError } from "openai";
import { wellFormed } from "../../shared/text/well-formed";
import type { Config } from "../config";
import { isUnreachable, ProviderBreaker } from "./breaker";
import { withRetry } from "./retry";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
export type ChatOptions = { model: string; temperature: number; maxTokens: number };

/** What one AI task spent: calls made and the tokens they carried. */
export type AiUsage = { calls: number; promptTokens: number; completionTokens: number };

/**
 * One AI task's calls (a typing or translation job, a toolbar action): what they spent, whether
 * the task was cancelled, and whether the provider has answered it yet (a connection failure
 * before the first answer means the provider is gone, not a passing glitch).
 */
export type AiRun = { usage: AiUsage; signal?: AbortSignal; answered: boolean };

export const newAiRun = (signal?: AbortSignal): AiRun => ({
  usage: { calls: 0, promptTokens: 0, completionTokens: 0 },
  signal,
  answered: false,
});

/** One client for any OpenAI-compatible chat-completions endpoint; the key never leaves the server. */
export type AiProvider = {
  models: { main: string; fast: string };
  breaker: ProviderBreaker;
  chat(messages: ChatMessage[], options: ChatOptions, run?: AiRun): Promise<string>;
};

export class AiResponseError extends Error {}
/** The provider could not be reached (or was not, recently): no call was worth waiting for. */
export class ProviderUnreachableError extends AiResponseError {}
/** The task was cancelled: no further call is made for it. */
export class AiCancelledError extends Error {}

/** Tokens when the provider does not say: about 4 characters each. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Null when no AI_API_KEY is configured: the app then uses its local engines. */
export function createAiProvider(config: Config): AiProvider | null {
  if (!config.AI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: config.AI_API_KEY,
    baseURL: config.AI_BASE_URL,
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: 0, // our own retry rule (retry.ts) decides, so the SDK must not retry too
  });
  const breaker = new ProviderBreaker(config.aiBreakerCoolDownMs);
  return {
    models: { main: config.AI_MODEL, fast: config.AI_MODEL_FAST },
    breaker,
    async chat(messages, { model, temperature, maxTokens }, run = newAiRun()) {
      // AI_TIMEOUT_MS bounds the whole call, retries included: a slow provider gets a fallback
      // or a 502 by then, never a wait of several timeouts in a row.
      const deadline = Date.now() + config.AI_TIMEOUT_MS;
      return withRetry(
        async () => {
          if (run.signal?.aborted) throw new AiCancelledError("The task was cancelled");
          if (breaker.state === "unreachable")
            throw new ProviderUnreachableError("The AI provider is unreachable");
          const remaining = deadline - Date.now();
          if (remaining <= 0) throw new AiResponseError("The AI provider did not answer in time");
          let completion: unknown;
          run.usage.calls += 1;
          // A signal of its own per call, tied to the task's for as long as the call lasts: the HTTP
          // client leaves its listeners on the signal it gets, and a task makes hundreds of calls.
          const call = new AbortController();
          const abort = () => call.abort();
          run.signal?.addEventListener("abort", abort, { once: true });
          try {
            completion = await client.chat.completions.create(
              { model, messages, temperature, max_tokens: maxTokens },
              { timeout: remaining, signal: call.signal },
            );
          } catch (error) {
            if (error instanceof APIUserAbortError || run.signal?.aborted)
              throw new AiCancelledError("The task was cancelled");
            // Unreachable before it ever answered this task: every other call would wait the same
            // way, so the breaker opens for all of this instance's tasks.
            if (error instanceof APIConnectionError && !run.answered && isUnreachable(error)) {
              breaker.trip();
              throw new ProviderUnreachableError("The AI provider is unreachable");
            }
            // A body that is not JSON (an HTML error page, a cut-off answer) is the provider's fault.
            if (error instanceof SyntaxError)
              throw new AiResponseError("The AI provider answered invalid JSON");
            throw error;
          } finally {
            run.signal?.removeEventListener("abort", abort);
          }
          run.answered = true;
          breaker.close();
          const content = completionText(completion);
          countUsage(run.usage, completion, messages, content);
          return content;
        },
        { attempts: 3, baseMs: config.aiRetryBaseMs, deadline },
      );
    },
  };
}

/** Adds a call's tokens: the provider's own count, or an estimate when it gives none. */
function countUsage(usage: AiUsage, completion: unknown, messages: ChatMessage[], content: string) {
  const reported = (completion as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  const prompt = reported?.prompt_tokens;
  const answer = reported?.completion_tokens;
  usage.promptTokens +=
    typeof prompt === "number" ? prompt : estimateTokens(messages.map((m) => m.content).join(""));
  usage.completionTokens += typeof answer === "number" ? answer : estimateTokens(content);
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
  return extractBetween(content, "{", "}");
}

/** Pulls the outermost JSON list out of a model's answer. */
export function extractJsonList(content: string): unknown {
  return extractBetween(content, "[", "]");
}

function extractBetween(content: string, open: string, close: string): unknown {
  const start = content.indexOf(open);
  const end = content.lastIndexOf(close);
  if (start === -1 || end <= start) throw new AiResponseError("Failed to extract JSON");
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new AiResponseError("Failed to extract JSON");
  }
}
