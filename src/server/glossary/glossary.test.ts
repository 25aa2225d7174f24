import { describe, expect, it } from "vitest";
import { GLOSSARY_TERM_MAX } from "../../shared/api/glossary";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe("glossary", () => {
  it("keeps a user's terms: create, list sorted, change, delete", async () => {
    const alice = await make.user();
    const created = await call("POST", "/api/glossary", alice.cookie, {
      term: "  Neuroslim ",
      doNotTranslate: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      term: "Neuroslim",
      doNotTranslate: true,
      translations: {},
      projectId: null,
    });
    const second = await call("POST", "/api/glossary", alice.cookie, {
      term: "açafrão-da-terra",
      translations: { en: "turmeric", es: "cúrcuma" },
    });
    expect(second.statusCode).toBe(201);

    const list = (await call("GET", "/api/glossary", alice.cookie)).json().terms;
    expect(list.map((term: { term: string }) => term.term)).toEqual(["açafrão-da-terra", "Neuroslim"]);

    const id = second.json().id;
    const changed = await call("PATCH", `/api/glossary/${id}`, alice.cookie, {
      term: "açafrão-da-terra",
      translations: { en: "turmeric root" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ translations: { en: "turmeric root" }, doNotTranslate: false });

    expect((await call("DELETE", `/api/glossary/${id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/glossary", alice.cookie)).json().terms).toHaveLength(1);
  });

  it("refuses the same term twice in one glossary (any case) with 409, but allows it in a project", async () => {
    const alice = await make.user();
    expect(
      (await call("POST", "/api/glossary", alice.cookie, { term: "Keto Max", doNotTranslate: true }))
        .statusCode,
    ).toBe(201);
    const again = await call("POST", "/api/glossary", alice.cookie, {
      term: "keto max",
      doNotTranslate: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('"keto max"');
    expect(again.json().error).toMatchObject({ reason: "GLOSSARY_DUPLICATE", params: { term: "keto max" } });
    const project = await make.project(alice);
    const inProject = await call("POST", `/api/projects/${project.id}/glossary`, alice.cookie, {
      term: "Keto Max",
      translations: { en: "Keto Max Pro" },
    });
    expect(inProject.statusCode).toBe(201);
    expect(inProject.json().projectId).toBe(project.id);
    expect(
      (await call("GET", `/api/projects/${project.id}/glossary`, alice.cookie)).json().terms,
    ).toHaveLength(1);
    expect((await call("GET", "/api/glossary", alice.cookie)).json().terms).toHaveLength(1);
  });

  it("refuses bad terms with 400 naming the field", async () => {
    const alice = await make.user();
    const cases: [object, RegExp][] = [
      [{}, /^term:/],
      [{ term: "   ", doNotTranslate: true }, /^term:/],
      [{ term: "x".repeat(GLOSSARY_TERM_MAX + 1), doNotTranslate: true }, /^term:/],
      [{ term: "Sem regra" }, /^translations: give the term a translation/],
      [{ term: "Língua", translations: { xx: "?" } }, /^translations/],
      [{ term: "Vazio", translations: { en: " " } }, /^translations\.en:/],
      [{ term: "Tipo", doNotTranslate: "sim" }, /^doNotTranslate:/],
    ];
    for (const [payload, message] of cases) {
      const res = await call("POST", "/api/glossary", alice.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(
      (await call("PATCH", "/api/glossary/not-an-id", alice.cookie, { term: "a", doNotTranslate: true }))
        .statusCode,
    ).toBe(400);
    expect((await call("GET", "/api/glossary", alice.cookie)).json().terms).toEqual([]);
  });

  it("keeps glossaries private: others get 404, readers of a public project may only read, signed out 401", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const mine = (
      await call("POST", "/api/glossary", alice.cookie, { term: "Segredo", doNotTranslate: true })
    ).json();
    expect((await call("GET", "/api/glossary", bob.cookie)).json().terms).toEqual([]);
    const patch = { term: "Roubado", doNotTranslate: true };
    expect((await call("PATCH", `/api/glossary/${mine.id}`, bob.cookie, patch)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/glossary/${mine.id}`, bob.cookie)).statusCode).toBe(404);

    const pub = await make.project(alice, { isPublic: true });
    const priv = await make.project(alice);
    const term = (await call("POST", `/api/projects/${pub.id}/glossary`, alice.cookie, patch)).json();
    expect((await call("GET", `/api/projects/${pub.id}/glossary`, bob.cookie)).json().terms).toHaveLength(1);
    expect((await call("POST", `/api/projects/${pub.id}/glossary`, bob.cookie, patch)).statusCode).toBe(403);
    expect((await call("PATCH", `/api/glossary/${term.id}`, bob.cookie, patch)).statusCode).toBe(403);
    expect((await call("GET", `/api/projects/${priv.id}/glossary`, bob.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/glossary")).statusCode).toBe(401);
    expect((await call("POST", "/api/glossary", undefined, patch)).statusCode).toBe(401);
  });
});
