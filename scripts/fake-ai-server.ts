// A runnable OpenAI-compatible fake for the browser tests (and for trying the UI without a key):
// the same server the API tests use, answering typing prompts with JSON types, translation
// prompts with "[xx] text" and other prompts with "Resposta da IA para: …".
//
//   npx tsx scripts/fake-ai-server.ts --port 3299
//   FAKE_AI_DELAY_MS=300 npx tsx scripts/fake-ai-server.ts   # slow answers, so progress is visible
//
// Point the app at it with AI_API_KEY=anything AI_BASE_URL=http://127.0.0.1:3299/v1.
// GET http://127.0.0.1:3299/v1/requests lists the prompts it received (browser tests check them).
import { parseArgs } from "node:util";
import { defaultAnswer, startFakeAi } from "../src/server/test/fake-ai";

const { values } = parseArgs({ options: { port: { type: "string", default: "3299" } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}
const delayMs = Number(process.env.FAKE_AI_DELAY_MS ?? 0);

const fake = await startFakeAi(port);
if (delayMs > 0) {
  fake.answer = (request) => {
    const answer = defaultAnswer(request);
    return answer.kind === "ok" ? { ...answer, delayMs } : answer;
  };
}
console.log(`Fake AI listening on ${fake.url}${delayMs > 0 ? ` (answers after ${delayMs} ms)` : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
    // Open keep-alive sockets could hold close() up: never outlive the signal by much.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
