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

export type FakeAi = {
  url: string;
  requests: ChatRequest[];
  authHeaders: string[];
  /** Decides each answer; replace it in a test. `attempt` counts requests with the same prompt. */
  answer: (request: ChatRequest, attempt: number) => FakeAnswer;
  reset(): void;
  close(): Promise<void>;
};

const lastUserMessage = (request: ChatRequest) =>
  [...request.messages].reverse().find((m) => m.role === "user")?.content ?? "";

/** Guesses a type from the block text, so AI typing returns plausible, checkable answers. */
export function defaultAnswer(request: ChatRequest): FakeAnswer {
  const prompt = lastUserMessage(request);
  const block = /Bloco a classificar: "([\s\S]*)"\n/.exec(prompt)?.[1];
  if (block !== undefined) {
    const lower = block.toLowerCase();
    const type = lower.includes("garantia")
      ? "GUARANTEE"
      : lower.includes("clique") || lower.includes("compre")
        ? "CALL_TO_ACTION"
        : lower.includes("bônus")
          ? "BONUS"
          : "HOOK";
    return {
      kind: "ok",
      content: `Claro! Aqui está:\n\`\`\`json\n{"block_type":"${type}","confidence":88,"reasoning":"teste","alternative_types":[{"type":"STORY_HOOK","confidence":52}]}\n\`\`\``,
    };
  }
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const language = /\(([a-z]{2})\)/.exec(system)?.[1];
  if (language) return { kind: "ok", content: `[${language}] ${prompt}` };
  return { kind: "ok", content: `Resposta da IA para: ${prompt.slice(0, 80)}` };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeAi(port = 0): Promise<FakeAi> {
  const attempts = new Map<string, number>();
  const fake: FakeAi = {
    url: "",
    requests: [],
    authHeaders: [],
    answer: defaultAnswer,
    reset() {
      fake.requests.length = 0;
      fake.authHeaders.length = 0;
      attempts.clear();
      fake.answer = defaultAnswer;
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
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          { index: 0, message: { role: "assistant", content: answer.content }, finish_reason: "stop" },
        ],
      }),
    );
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
