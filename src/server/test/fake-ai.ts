import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A small OpenAI-compatible chat-completions server: the only mock in the tests, standing at the
// boundary we do not own. Tests choose how it answers; by default it answers sensibly and fast.

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
};

export type FakeAnswer =
  | { kind: "ok"; content: string; delayMs?: number }
  | { kind: "status"; status: number; body?: string }
  | { kind: "malformed" }
  /** Any status, type and body, e.g. an HTML error page or a completion without choices. */
  | { kind: "raw"; status: number; contentType: string; body: string }
  | { kind: "drop" };

/** Tokens as the fake counts them: one per 4 characters, like a rough tokenizer. */
export const fakeTokens = (text: string) => Math.ceil(text.length / 4);

/** A provider's pace: a wait before the first token, then a wait per completion token. */
export type FakeLatency = { latencyMs: number; msPerToken: number };

export type FakeStats = { calls: number; promptTokens: number; completionTokens: number };

export type FakeAi = {
  url: string;
  /** Chat calls answered and the tokens they carried, since the start or the last reset. */
  stats: FakeStats;
  requests: ChatRequest[];
  authHeaders: string[];
  /** Decides each answer; replace it in a test. `attempt` counts requests with the same prompt. */
  answer: (request: ChatRequest, attempt: number) => FakeAnswer;
  reset(): void;
  close(): Promise<void>;
};

const lastUserMessage = (request: ChatRequest) =>
  [...request.messages].reverse().find((m) => m.role === "user")?.content ?? "";

/** Guesses a type from a paragraph's words, so AI typing returns plausible, checkable answers. */
export function guessType(text: string): string {
  const lower = text.toLowerCase();
  if (lower.includes("garantia")) return "GUARANTEE";
  if (lower.includes("clique") || lower.includes("compre")) return "CALL_TO_ACTION";
  if (lower.includes("bônus")) return "BONUS";
  return "HOOK";
}

/** The numbered paragraphs of a batched typing prompt ("3. (40%; HOOK) text"), by number. */
export function typingParagraphs(prompt: string): Map<number, string> {
  const list = /Parágrafos a classificar:\n([\s\S]*?)(?:\n\n|$)/.exec(prompt)?.[1] ?? "";
  const paragraphs = new Map<number, string>();
  for (const line of list.split("\n")) {
    const match = /^(\d+)\. (?:\([^)]*\) )?(.*)$/.exec(line);
    if (match) paragraphs.set(Number(match[1]), match[2]);
  }
  return paragraphs;
}

/** The numbered blocks of a batched translation prompt (a JSON list after its heading). */
export function translationBlocks(prompt: string): { n: number; text: string }[] | null {
  const at = prompt.indexOf("Blocos a traduzir:");
  if (at === -1) return null;
  try {
    return JSON.parse(prompt.slice(prompt.indexOf("[", at)));
  } catch {
    return null;
  }
}

/**
 * Answers like a model that follows the prompt: a typing batch gets one entry per paragraph, a
 * translation batch "[xx] original" per block, anything else "Resposta da IA para: …".
 */
export function defaultAnswer(request: ChatRequest): FakeAnswer {
  const prompt = lastUserMessage(request);
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const paragraphs = typingParagraphs(prompt);
  if (paragraphs.size > 0) {
    const entries = [...paragraphs].map(([n, text]) =>
      JSON.stringify({ n, type: guessType(text), confidence: 88, alt: { STORY_HOOK: 52 } }),
    );
    return { kind: "ok", content: `[${entries.join(",")}]` };
  }
  const language = /Idioma de destino: [^(\n]*\(([a-z]{2})\)/.exec(system)?.[1];
  const blocks = translationBlocks(prompt);
  if (language && blocks) {
    const entries = blocks.map(({ n, text }) => JSON.stringify({ n, text: `[${language}] ${text}` }));
    return { kind: "ok", content: `[${entries.join(",")}]` };
  }
  return { kind: "ok", content: `Resposta da IA para: ${prompt.slice(0, 80)}` };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeAi(
  port = 0,
  latency: FakeLatency = { latencyMs: 0, msPerToken: 0 },
): Promise<FakeAi> {
  const attempts = new Map<string, number>();
  const fake: FakeAi = {
    url: "",
    stats: { calls: 0, promptTokens: 0, completionTokens: 0 },
    requests: [],
    authHeaders: [],
    answer: defaultAnswer,
    reset() {
      fake.requests.length = 0;
      fake.authHeaders.length = 0;
      attempts.clear();
      fake.answer = defaultAnswer;
      fake.stats = { calls: 0, promptTokens: 0, completionTokens: 0 };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Answers a test chose to delay must not hold the server open after the test.
        server.closeAllConnections();
      }),
  };

  const server: Server = createServer(async (req, res) => {
    // The prompts received so far: browser tests, which run the fake in its own process, read them here.
    if (req.method === "GET" && req.url?.endsWith("/requests")) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fake.requests));
      return;
    }
    if (req.url?.endsWith("/stats") && (req.method === "GET" || req.method === "DELETE")) {
      if (req.method === "DELETE") fake.stats = { calls: 0, promptTokens: 0, completionTokens: 0 };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fake.stats));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    fake.authHeaders.push(String(req.headers.authorization ?? ""));
    const request = JSON.parse(await readBody(req)) as ChatRequest;
    fake.requests.push(request);
    const key = JSON.stringify(request.messages);
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);

    const answer = fake.answer(request, attempt);
    if (answer.kind === "drop") {
      req.socket.destroy();
      return;
    }
    if (answer.kind === "status") {
      res
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(answer.body ?? `{"error":{"message":"fake ${answer.status}"}}`);
      return;
    }
    if (answer.kind === "raw") {
      res.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
      return;
    }
    if (answer.kind === "malformed") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"choices": [ {"message": ');
      return;
    }
    const promptTokens = fakeTokens(request.messages.map((m) => m.content).join(""));
    const completionTokens = fakeTokens(answer.content);
    fake.stats.calls += 1;
    fake.stats.promptTokens += promptTokens;
    fake.stats.completionTokens += completionTokens;
    const wait = (answer.delayMs ?? 0) + latency.latencyMs + completionTokens * latency.msPerToken;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          { index: 0, message: { role: "assistant", content: answer.content }, finish_reason: "stop" },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      }),
    );
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
