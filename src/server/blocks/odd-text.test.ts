import { describe, expect, it } from "vitest";
import { setupAiTestApp } from "../test/ai-app";
import { factories } from "../test/factories";
import { defaultAnswer } from "../test/fake-ai";

// Half an emoji (a lone UTF-16 surrogate, what a paste cut in the middle of one leaves) must be
// stored as the replacement character wherever text enters, never fail the save.
const HALF = "\uD83D";
const OTHER_HALF = "\uDE00";

const t = setupAiTestApp({ AI_API_KEY: "sk-odd-text" });
const make = factories(t);

const { call } = t;

describe("lone surrogates in text", () => {
  it("are stored as U+FFFD by PUT and PATCH, in every block field, and later saves still work", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const put = await call("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [
        {
          type: `HOOK${HALF}`,
          originalText: `Olá ${HALF}`,
          translation: `Hi ${OTHER_HALF}`,
          translations: { es: `Hola ${HALF}` },
          expansion: `fim ${OTHER_HALF}${HALF}`,
          alternativeTypes: [{ type: `OFFER${HALF}`, confidence: 10 }],
        },
        { type: "HOOK", originalText: "a 😀 inteiro" },
      ],
    });
    expect(put.statusCode).toBe(200);
    const [first, second] = put.json().blocks;
    expect(first).toMatchObject({
      type: "HOOK\uFFFD",
      originalText: "Olá \uFFFD",
      translations: { es: "Hola \uFFFD" },
      expansion: "fim \uFFFD\uFFFD",
      alternativeTypes: [{ type: "OFFER\uFFFD", confidence: 10 }],
    });
    expect(second.originalText).toBe("a 😀 inteiro");

    const patched = await call("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: put.json().version,
      upsert: [{ ...second, expansion: `corte ${OTHER_HALF}` }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().blocks[1].expansion).toBe("corte \uFFFD");

    const next = await call("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: patched.json().version,
      upsert: [{ ...second, expansion: "de novo" }],
    });
    expect(next.statusCode).toBe(200);
    const stored = await call("GET", `/api/projects/${p.id}/blocks`, owner.cookie);
    expect(stored.json().blocks.map((b: { originalText: string }) => b.originalText)).toEqual([
      "Olá \uFFFD",
      "a 😀 inteiro",
    ]);
  });

  it("are stored as U+FFFD by import and in glossary terms", async () => {
    const owner = await make.user();
    const imported = await call("POST", "/api/projects/import", owner.cookie, {
      format: "copyblocks.project",
      version: 1,
      project: { title: `Importado ${HALF}` },
      blocks: [
        { type: "HOOK", originalText: `texto ${HALF}`, translation: `t ${OTHER_HALF}`, expansion: HALF },
      ],
    });
    expect(imported.statusCode).toBe(201);
    const blocks = await call("GET", `/api/projects/${imported.json().id}/blocks`, owner.cookie);
    expect(blocks.json().blocks[0]).toMatchObject({
      originalText: "texto \uFFFD",
      translation: "t \uFFFD",
      expansion: "\uFFFD",
    });

    const term = await call("POST", "/api/glossary", owner.cookie, {
      term: `Neuro${HALF}`,
      translations: { en: `brain${OTHER_HALF}` },
    });
    expect(term.statusCode).toBe(201);
    expect(term.json()).toMatchObject({ term: "Neuro\uFFFD", translations: { en: "brain\uFFFD" } });
  });

  it("still refuses NUL with a 400 naming the field", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const res = await call("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [{ type: "HOOK", originalText: "ok", expansion: "a\u0000b" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^expansion:.*NUL/);
  });

  it("in a provider's answer become U+FFFD, and its NUL characters are removed", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const put = await call("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [{ type: "HOOK", originalText: "Discover the secret." }],
    });
    t.fake.answer = (request) => {
      const answer = defaultAnswer(request);
      if (answer.kind !== "ok") return answer;
      return { ...answer, content: answer.content.replace("secret", `sec\u0000ret ${HALF}`) };
    };
    const res = await call("POST", `/api/projects/${p.id}/translate`, owner.cookie, { language: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(put.json().version + 1);
    const translation: string = res.json().blocks[0].translation;
    expect(translation).toContain("secret \uFFFD");
    expect(translation.includes("\u0000")).toBe(false);
  });
});
