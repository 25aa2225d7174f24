import { type AddressInfo, createServer } from "node:net";
import { APIConnectionError } from "openai";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { isUnreachable, ProviderBreaker } from "./breaker";

describe("ProviderBreaker", () => {
  it("says unreachable for its cool-down once tripped, then lets calls try again", () => {
    let now = 1000;
    const breaker = new ProviderBreaker(30_000, () => now);
    expect(breaker.state).toBe("ok");
    breaker.trip();
    expect(breaker.state).toBe("unreachable");
    now += 29_999;
    expect(breaker.state).toBe("unreachable");
    now += 1;
    expect(breaker.state).toBe("ok");
    breaker.trip();
    breaker.close();
    expect(breaker.state).toBe("ok");
  });

  it("counts refused connections, unknown hosts and timeouts as unreachable, not a dropped connection", () => {
    const wrapped = (code: string) =>
      new APIConnectionError({ cause: Object.assign(new TypeError("fetch failed"), { cause: { code } }) });
    expect(isUnreachable(wrapped("ECONNREFUSED"))).toBe(true);
    expect(isUnreachable(wrapped("ENOTFOUND"))).toBe(true);
    expect(isUnreachable(wrapped("UND_ERR_CONNECT_TIMEOUT"))).toBe(true);
    expect(isUnreachable(wrapped("ECONNRESET"))).toBe(false);
    expect(isUnreachable(new Error("boom"))).toBe(false);
  });
});

/** A port nobody listens on (one just freed): connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const goneUrl = `http://127.0.0.1:${await closedPort()}/v1`;

describe("a provider that cannot be reached", () => {
  const t = setupTestApp({
    // The real retry waits and a long time limit: the breaker, not the timeouts, must answer fast.
    env: { AI_API_KEY: "sk-gone", AI_TIMEOUT_MS: "60000" },
    config: { aiRetryBaseMs: 1000 },
    lateEnv: () => ({ AI_BASE_URL: goneUrl }),
  });
  const make = factories(t);

  // How fast these answer is measured by `npm run bench -- ai` (a timed test would be flaky).
  it("types with the local model, translation fails clearly, health says so", async () => {
    const user = await make.user();
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ ok: true, ai: "ok" });

    const text = Array.from({ length: 100 }, (_, i) => `Parágrafo ${i + 1}: clique no botão agora.`).join(
      "\n",
    );
    const analyzed = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: user.cookie },
      payload: { text },
    });
    expect(analyzed.statusCode).toBe(200);
    expect(analyzed.json()).toMatchObject({ engine: "rules", providerUnreachable: true });
    expect(analyzed.json().fallbackReason).toMatch(/unreachable/);
    expect(analyzed.json().blocks).toHaveLength(100);
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ ok: true, ai: "unreachable" });

    const project = await make.project(user);
    await t.app.inject({
      method: "PUT",
      url: `/api/projects/${project.id}/blocks`,
      headers: { cookie: user.cookie },
      payload: { baseVersion: 1, blocks: [{ type: "HOOK", originalText: "Clique agora." }] },
    });
    const translated = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/translate`,
      headers: { cookie: user.cookie },
      payload: { language: "en" },
    });
    expect(translated.statusCode).toBe(422);
    expect(translated.json().error).toMatchObject({
      code: "TRANSLATION_FAILED",
      reason: "PROVIDER_UNREACHABLE",
      params: { language: "en" },
    });
  }, 30_000);
});
