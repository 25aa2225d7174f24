import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../shared/api/search";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const search = (cookie: string | undefined, query: string) =>
  t.app.inject({ url: `/api/search${query}`, headers: cookie ? { cookie } : {} });

const results = async (user: TestUser, q: string): Promise<SearchResult[]> => {
  const res = await search(user.cookie, `?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().results;
};

type BlockText = { originalText: string; translation?: string | null; expansion?: string; type?: string };

async function projectWith(owner: TestUser, title: string, blocks: BlockText[], isPublic = false) {
  const project = await make.project(owner, { title, isPublic });
  const current = await t.app.inject({
    url: `/api/projects/${project.id}/blocks`,
    headers: { cookie: owner.cookie },
  });
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/projects/${project.id}/blocks`,
    headers: { cookie: owner.cookie },
    payload: {
      baseVersion: current.json().version,
      blocks: blocks.map((b) => ({ type: b.type ?? "HOOK", expansion: "", translation: null, ...b })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return { id: project.id, blocks: res.json().blocks as { id: string }[] };
}

const marked = (r: SearchResult) => r.highlights.map((h) => r.snippet.slice(h.start, h.end));

describe("GET /api/search", () => {
  it("finds own and public blocks, never another user's private ones", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const own = await projectWith(alice, "Minha VSL", [
      { originalText: "A garantia de sete dias protege você." },
    ]);
    const pub = await projectWith(
      bob,
      "VSL pública do Bob",
      [{ originalText: "Nossa garantia é total." }],
      true,
    );
    await projectWith(bob, "Rascunho secreto", [{ originalText: "Garantia secreta do Bob." }]);

    const found = await results(alice, "garantia");
    expect(found.map((r) => r.projectId).sort()).toEqual([own.id, pub.id].sort());
    const mine = found.find((r) => r.projectId === own.id)!;
    expect(mine).toMatchObject({
      projectTitle: "Minha VSL",
      blockId: own.blocks[0].id,
      blockType: "HOOK",
      field: "originalText",
    });
    expect(mine.snippet).toContain("garantia de sete dias");
    expect(marked(mine)).toEqual(["garantia"]);

    // Bob sees his private block too, Alice's private one never.
    const bobs = await results(bob, "garantia");
    expect(bobs.map((r) => r.projectTitle).sort()).toEqual(["Rascunho secreto", "VSL pública do Bob"]);
  });

  it("ignores accents and case, and matches Portuguese and English word forms", async () => {
    const alice = await make.user();
    const p = await projectWith(alice, "Formas", [
      { originalText: "Você não vai acreditar nesta promoção exclusiva." },
      { originalText: "He was running every morning before the doctors noticed." },
      { originalText: "As GARANTIAS valem por trinta dias." },
      { originalText: "Nada a ver com o assunto." },
    ]);
    const ids = p.blocks.map((b) => b.id);
    expect((await results(alice, "PROMOCAO")).map((r) => r.blockId)).toEqual([ids[0]]);
    expect((await results(alice, "promoções")).map((r) => r.blockId)).toEqual([ids[0]]);
    expect((await results(alice, "runs")).map((r) => r.blockId)).toEqual([ids[1]]);
    expect((await results(alice, "doctor")).map((r) => r.blockId)).toEqual([ids[1]]);
    const guarantee = await results(alice, "garantía");
    expect(guarantee.map((r) => r.blockId)).toEqual([ids[2]]);
    expect(marked(guarantee[0])).toEqual(["GARANTIAS"]);
  });

  it("searches the translation and the expansion, and says which field matched", async () => {
    const alice = await make.user();
    const p = await projectWith(alice, "Campos", [
      { originalText: "Original text here.", translation: "Texto traduzido com abacaxi." },
      { originalText: "Outro bloco.", expansion: "Uma expansão sobre o abacate." },
    ]);
    const [translated] = await results(alice, "abacaxi");
    expect(translated).toMatchObject({ blockId: p.blocks[0].id, field: "translation" });
    expect(marked(translated)).toEqual(["abacaxi"]);
    const [expanded] = await results(alice, "abacate");
    expect(expanded).toMatchObject({ blockId: p.blocks[1].id, field: "expansion" });
  });

  it("ranks blocks that use the word more first", async () => {
    const alice = await make.user();
    const p = await projectWith(alice, "Ranking", [
      { originalText: "O método aparece uma vez, entre muitas outras palavras que não importam aqui." },
      { originalText: "Método, método, método: o método resolve." },
    ]);
    const found = await results(alice, "metodo");
    expect(found.map((r) => r.blockId)).toEqual([p.blocks[1].id, p.blocks[0].id]);
  });

  it("keeps the snippet plain text and highlights only inside it", async () => {
    const alice = await make.user();
    await projectWith(alice, "HTML", [
      { originalText: '<script>alert("x")</script> bônus <b>grátis</b> \u0002hoje\u0003' },
    ]);
    const [hit] = await results(alice, "bonus");
    // Fragments start at a word; the writer's markup-like text stays as typed.
    expect(hit.snippet).toContain('alert("x")</script> bônus <b>grátis</b> hoje');
    expect(hit.snippet.includes("\u0002") || hit.snippet.includes("\u0003")).toBe(false);
    expect(marked(hit)).toEqual(["bônus"]);
    for (const h of hit.highlights) {
      expect(h.start).toBeGreaterThanOrEqual(0);
      expect(h.end).toBeLessThanOrEqual(hit.snippet.length);
    }
  });

  it("shows a short text whole and a long one as fragments around the match", async () => {
    const alice = await make.user();
    const long = `${"Uma frase de contexto que não importa muito. ".repeat(12)}Aqui está o depoimento que muda tudo. ${"Mais texto depois do trecho. ".repeat(12)}`;
    await projectWith(alice, "Trechos", [
      { originalText: "As provas do curso valem." },
      { originalText: long },
    ]);
    const [short] = await results(alice, "provas");
    expect(short.snippet).toBe("As provas do curso valem.");
    const [fragment] = await results(alice, "depoimento");
    expect(fragment.snippet.length).toBeLessThan(long.length / 2);
    expect(fragment.snippet).toContain("está o depoimento que muda");
    expect(marked(fragment)).toEqual(["depoimento"]);
  });

  it("answers an empty list when nothing matches or the query has only stop words or symbols", async () => {
    const alice = await make.user();
    await projectWith(alice, "Vazio", [{ originalText: "Um texto qualquer." }]);
    expect(await results(alice, "inexistentepalavra")).toEqual([]);
    expect(await results(alice, "de")).toEqual([]);
    expect(await results(alice, "!!! & | :*")).toEqual([]);
    expect(await results(alice, "' or 1=1 --")).toEqual([]);
  });

  it("honours limit", async () => {
    const alice = await make.user();
    await projectWith(
      alice,
      "Muitos",
      Array.from({ length: 8 }, (_, i) => ({ originalText: `Bloco ${i} com oferta especial.` })),
    );
    expect(await results(alice, "oferta")).toHaveLength(8);
    const res = await search(alice.cookie, "?q=oferta&limit=3");
    expect(res.json().results).toHaveLength(3);
  });

  it("refuses an empty or bad query with 400 naming the field, and signed-out callers with 401", async () => {
    const alice = await make.user();
    for (const query of ["", "?q=", "?q=%20%20", `?q=${"x".repeat(201)}`, "?q=a&limit=0", "?q=a&limit=zz"]) {
      const res = await search(alice.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/^(q|limit):/);
    }
    const signedOut = await search(undefined, "?q=garantia");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("finds blocks again after they are edited, and forgets deleted ones", async () => {
    const alice = await make.user();
    const p = await projectWith(alice, "Edição", [{ originalText: "Primeira versão com laranja." }]);
    expect(await results(alice, "laranja")).toHaveLength(1);
    await t.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: alice.cookie },
      payload: {
        baseVersion: 2,
        blocks: [{ id: p.blocks[0].id, type: "HOOK", originalText: "Agora com limão.", expansion: "" }],
      },
    });
    expect(await results(alice, "laranja")).toEqual([]);
    expect((await results(alice, "limao")).map((r) => r.blockId)).toEqual([p.blocks[0].id]);
  });
});
