import { describe, expect, it } from "vitest";
import { setupAiTestApp } from "../test/ai-app";
import type { TestUser } from "../test/app";
import { factories } from "../test/factories";
import { type ChatRequest, defaultAnswer } from "../test/fake-ai";

const t = setupAiTestApp({ AI_API_KEY: "sk-glossary" });
const make = factories(t);

const { call } = t;

const ORIGINALS = [
  "Neuroslim tem açafrão-da-terra de verdade.",
  "Só Neuroslim funciona.",
  "Nada do glossário aqui.",
];

async function glossaryProject(owner: TestUser) {
  const project = await make.project(owner);
  await call("PUT", `/api/projects/${project.id}/blocks`, owner.cookie, {
    baseVersion: 1,
    blocks: ORIGINALS.map((originalText) => ({ type: "HOOK", originalText })),
  });
  await call("POST", "/api/glossary", owner.cookie, { term: "Neuroslim", doNotTranslate: true });
  await call("POST", "/api/glossary", owner.cookie, {
    term: "Açafrão-da-terra",
    translations: { es: "curcuma" },
  });
  // The project's rule overrides the owner's on the same term.
  await call("POST", `/api/projects/${project.id}/glossary`, owner.cookie, {
    term: "acafrao-da-terra",
    translations: { es: "cúrcuma" },
  });
  return project.id;
}

const userOf = (request: ChatRequest) => request.messages.find((m) => m.role === "user")?.content ?? "";
const count = (text: string, part: string) => text.split(part).length - 1;

describe("AI translation with a glossary", () => {
  it("gives a batch the terms its blocks contain, each once, and counts the blocks that lost one", async () => {
    const owner = await make.user();
    const id = await glossaryProject(owner);
    // The t.fake keeps the text as it is: "Neuroslim" survives, "açafrão-da-terra" is not rendered "cúrcuma".
    const res = await call("POST", `/api/projects/${id}/translate`, owner.cookie, { language: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ translated: 3, failed: 0, glossaryMisses: 1 });

    expect(t.fake.requests).toHaveLength(1);
    const prompt = userOf(t.fake.requests[0]);
    // Two blocks hold "Neuroslim": the instruction is given once, before the blocks.
    expect(count(prompt, '- "Neuroslim": não traduza; mantenha exatamente "Neuroslim".')).toBe(1);
    expect(prompt).toContain('- "acafrao-da-terra": traduza sempre como "cúrcuma".');
    expect(prompt).not.toContain('"curcuma"');
    expect(prompt.indexOf("Glossário")).toBeLessThan(prompt.indexOf("Blocos a traduzir"));
    expect(t.fake.requests[0].messages[0].content).not.toContain("Glossário");

    // A provider that honours the glossary: nothing is reported.
    t.fake.reset();
    t.fake.answer = (request) => {
      const answer = defaultAnswer(request);
      if (answer.kind !== "ok") return answer;
      return { ...answer, content: answer.content.replaceAll("açafrão-da-terra", "cúrcuma") };
    };
    await call("PUT", `/api/projects/${id}/blocks`, owner.cookie, {
      baseVersion: res.json().version,
      blocks: [...ORIGINALS, "Mais açafrão-da-terra."].map((originalText) => ({
        type: "HOOK",
        originalText,
      })),
    });
    const again = await call("POST", `/api/projects/${id}/translate`, owner.cookie, { language: "es" });
    expect(again.json()).toMatchObject({ translated: 4, glossaryMisses: 1 });
    // Only the new block asked the provider; the cached answers kept their verdict.
    expect(t.fake.requests).toHaveLength(1);
    expect(again.json().blocks[3].translation).toBe("[es] Mais cúrcuma.");
  });

  it("asks again when a term changes, since the prompt (and so the cache key) changed", async () => {
    const owner = await make.user();
    const id = await glossaryProject(owner);
    await call("POST", `/api/projects/${id}/translate`, owner.cookie, { language: "es" });
    const asked = t.fake.requests.length;
    const list = (await call("GET", `/api/projects/${id}/glossary`, owner.cookie)).json().terms;
    await t.app.inject({
      method: "PATCH",
      url: `/api/glossary/${list[0].id}`,
      headers: { cookie: owner.cookie },
      payload: { term: "acafrao-da-terra", translations: { es: "azafrán de la India" } },
    });
    await call("POST", `/api/projects/${id}/translate`, owner.cookie, { language: "es" });
    // Only the block holding that term is translated again.
    expect(t.fake.requests.length - asked).toBe(1);
    const prompt = userOf(t.fake.requests.at(-1)!);
    expect(prompt).toContain('"azafrán de la India"');
    expect(prompt).toContain("açafrão-da-terra de verdade");
    expect(prompt).not.toContain("Só Neuroslim funciona");
  });

  it("gives a single block's advanced translation the glossary too", async () => {
    const owner = await make.user();
    const id = await glossaryProject(owner);
    const text = "Neuroslim com açafrão-da-terra.";
    await call("POST", "/api/ai/translate-advanced", owner.cookie, { text, language: "es", projectId: id });
    await call("POST", "/api/ai/translate-advanced", owner.cookie, { text, language: "es" });
    const [inProject, alone] = t.fake.requests.map((r) => r.messages[1].content);
    expect(inProject).toContain('"acafrao-da-terra": traduza sempre como "cúrcuma"');
    // Without a project only the writer's own glossary applies.
    expect(alone).toContain('"Açafrão-da-terra": traduza sempre como "curcuma"');
    expect(alone).toContain('"Neuroslim": não traduza');
  });
});
