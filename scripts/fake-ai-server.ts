// A runnable OpenAI-compatible fake for the browser tests, the benchmarks and trying the UI
// without a key: the same server the API tests use, answering typing prompts with JSON types,
// translation prompts with "[xx] text" and other prompts with "Resposta da IA para: …".
//
//   npx tsx scripts/fake-ai-server.ts --port 3299
//   npx tsx scripts/fake-ai-server.ts --latency-ms 400 --ms-per-token 12   # a mid-size hosted model
//   FAKE_AI_DELAY_MS=300 npx tsx scripts/fake-ai-server.ts   # a fixed extra wait on every answer
//
// A prompt containing "[fake-ai:slow]" is answered 10 s later still (to cancel a job mid-run).
// --latency-ms waits before the first token, --ms-per-token per completion token (4 characters).
// Point the app at it with AI_API_KEY=anything AI_BASE_URL=http://127.0.0.1:3299/v1.
// GET /v1/requests lists the prompts it received (browser tests check them); GET /v1/stats answers
// {"calls","promptTokens","completionTokens"} and DELETE /v1/stats resets them.
import { parseArgs } from "node:util";
import { defaultAnswer, startFakeAi } from "../src/server/test/fake-ai";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3299" },
    "latency-ms": { type: "string", default: "0" },
    "ms-per-token": { type: "string", default: "0" },
  },
});

function wholeNumber(name: string, value: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`${name} must be a whole number from 0 to ${max}, got ${value}`);
    process.exit(2);
  }
  return n;
}

const port = wholeNumber("--port", values.port, 65_535);
const latencyMs = wholeNumber("--latency-ms", values["latency-ms"], 600_000);
const msPerToken = wholeNumber("--ms-per-token", values["ms-per-token"], 60_000);
const delayMs = wholeNumber("FAKE_AI_DELAY_MS", process.env.FAKE_AI_DELAY_MS ?? "0", 600_000);

// A prompt holding this marker is answered SLOW_MS later: browser tests cancel such a job mid-run.
const SLOW_MARKER = "[fake-ai:slow]";
const SLOW_MS = 10_000;

const fake = await startFakeAi(port, { latencyMs, msPerToken });
fake.answer = (request) => {
  const answer = defaultAnswer(request);
  const slow = request.messages.some((m) => m.content.includes(SLOW_MARKER)) ? SLOW_MS : 0;
  return answer.kind === "ok" && delayMs + slow > 0 ? { ...answer, delayMs: delayMs + slow } : answer;
};
const pace = [
  delayMs > 0 ? `answers after ${delayMs} ms` : "",
  latencyMs > 0 || msPerToken > 0 ? `${latencyMs} ms + ${msPerToken} ms/token` : "",
]
  .filter(Boolean)
  .join(", ");
console.log(`Fake AI listening on ${fake.url}${pace ? ` (${pace})` : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
    // Open keep-alive sockets could hold close() up: never outlive the signal by much.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
