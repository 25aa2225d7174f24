import { describe, expect, it } from "vitest";
import { classifyText } from "../../shared/blocks/classifier";
import { MAX_BLOCKS } from "../../shared/limits";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { WORKER_MIN_CHARS } from "./rules-thread";

const t = setupTestApp();
const make = factories(t);

const vsl = [
  "Descubra o segredo simples que está ajudando milhares de brasileiros a sair das dívidas em 90 dias.",
  "Você acorda todo dia com medo de abrir o aplicativo do banco? Sente vergonha de contar para a família?",
  "Garantia incondicional de 30 dias: se não gostar, devolvemos 100% do seu dinheiro.",
  "Clique no botão abaixo agora mesmo e garanta sua vaga.",
].join("\n\n");

describe("POST /api/analyze", () => {
  it("splits and types a text with the rules when no AI is configured", async () => {
    const user = await make.user();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: user.cookie },
      payload: { text: vsl },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe("rules");
    expect(body.blocks).toHaveLength(4);
    expect(body.blocks[0]).toMatchObject({
      originalText: expect.stringContaining("Descubra"),
      expansion: "",
    });
    expect(body.blocks.map((b: { type: string }) => b.type)).toContain("GUARANTEE");
    for (const block of body.blocks) {
      expect(block.confidence).toBeGreaterThanOrEqual(0);
      expect(block.confidence).toBeLessThanOrEqual(100);
      expect(block.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("streams progress and the same result as server-sent events", async () => {
    const user = await make.user();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: user.cookie, accept: "text/event-stream" },
      payload: { text: vsl },
    });
    expect(res.headers["content-type"]).toMatch(/text\/event-stream/);
    const events = res.body
      .trim()
      .split("\n\n")
      .map((chunk) => {
        const [eventLine, dataLine] = chunk.split("\n");
        return { event: eventLine.replace("event: ", ""), data: JSON.parse(dataLine.replace("data: ", "")) };
      });
    expect(events.at(-2)).toEqual({ event: "progress", data: { done: 4, total: 4 } });
    expect(events.at(-1)?.event).toBe("result");
    expect(events.at(-1)?.data.blocks).toHaveLength(4);
  });

  it("refuses blank, missing and oversized text, and visitors", async () => {
    const user = await make.user();
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/analyze", headers: { cookie: user.cookie }, payload });
    expect((await post({ text: "  \n " })).json().error.message).toBe("text: Text cannot be empty");
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ text: "x".repeat(1_000_001) })).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: "POST", url: "/api/analyze", payload: { text: "oi" } });
    expect(visitor.statusCode).toBe(401);
  });

  it("types a long text off the event loop: other requests are answered while it is typed", async () => {
    const user = await make.user();
    const long = Array.from({ length: 250 }, () => vsl).join("\n\n");
    expect(long.length).toBeGreaterThan(WORKER_MIN_CHARS);
    const order: string[] = [];
    const analysis = t.app
      .inject({
        method: "POST",
        url: "/api/analyze",
        headers: { cookie: user.cookie },
        payload: { text: long },
      })
      .then((res) => {
        order.push("analyze");
        return res;
      });
    // Let the analysis reach its handler before asking for anything else.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ url: "/api/health" }).then((res) => {
      order.push("health");
      return res;
    });
    const res = await analysis;
    expect(health.statusCode).toBe(200);
    expect(order).toEqual(["health", "analyze"]);
    expect(res.statusCode).toBe(200);
    // The worker types exactly as the rules do in the request thread.
    const expected = classifyText(long);
    expect(
      res.json().blocks.map((b: { type: string; originalText: string }) => [b.type, b.originalText]),
    ).toEqual(expected.map((c) => [c.type, c.originalText]));
  });

  it("refuses a text of more paragraphs than a project holds blocks, saying so, streamed or not", async () => {
    const user = await make.user();
    const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Parágrafo ${i + 1}.`).join("\n\n");
    for (const accept of [undefined, "text/event-stream"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/analyze",
        headers: { cookie: user.cookie, ...(accept ? { accept } : {}) },
        payload: { text: paragraphs(MAX_BLOCKS + 1) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
        reason: "TOO_MANY_BLOCKS",
        message: `The text has ${MAX_BLOCKS + 1} paragraphs; a project holds at most ${MAX_BLOCKS} blocks`,
      });
    }
    const full = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: user.cookie },
      payload: { text: paragraphs(MAX_BLOCKS) },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().blocks).toHaveLength(MAX_BLOCKS);
  });
});
