import { describe, expect, it } from "vitest";
import { GLOSSARY_TERM_MAX } from "../../shared/api/glossary";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

type Term = { term: string; translations: Record<string, string>; doNotTranslate: boolean };
const terms = (res: { json: () => { terms: Term[] } }) => res.json().terms;

describe("a project's glossary", () => {
  it("is edited by the owner: create, change, delete, each term kept apart from the owner's own", async () => {
    const alice = await make.user();
    const project = await make.project(alice);
    const url = `/api/projects/${project.id}/glossary`;
    const created = await call("POST", url, alice.cookie, {
      term: "Keto Max",
      translations: { en: "Keto Max Pro", es: "Keto Max Pro" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const changed = await call("PATCH", `/api/glossary/${id}`, alice.cookie, {
      term: "Keto Max",
      doNotTranslate: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ projectId: project.id, doNotTranslate: true, translations: {} });
    expect(terms(await call("GET", url, alice.cookie))).toHaveLength(1);
    expect(terms(await call("GET", "/api/glossary", alice.cookie))).toEqual([]);

    expect((await call("DELETE", `/api/glossary/${id}`, alice.cookie)).statusCode).toBe(204);
    expect(terms(await call("GET", url, alice.cookie))).toEqual([]);
    expect((await call("DELETE", `/api/glossary/${id}`, alice.cookie)).statusCode).toBe(404);
  });

  it("refuses bad terms with 400 naming the problem, and a duplicate with 409", async () => {
    const alice = await make.user();
    const project = await make.project(alice);
    const url = `/api/projects/${project.id}/glossary`;
    const cases: [object, RegExp][] = [
      [{ term: "", doNotTranslate: true }, /^term: term must not be empty/],
      [{ term: "x".repeat(GLOSSARY_TERM_MAX + 1), doNotTranslate: true }, /^term: term must be at most 100/],
      [{ term: "Só nome" }, /^translations: give the term a translation/],
      [
        { term: "Longo", translations: { en: "y".repeat(201) } },
        /^translations\.en: a translation must be at most 200/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call("POST", url, alice.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const first = (await call("POST", url, alice.cookie, { term: "Neuroslim", doNotTranslate: true })).json();
    const other = (await call("POST", url, alice.cookie, { term: "Outro", doNotTranslate: true })).json();
    const again = await call("POST", url, alice.cookie, { term: "NEUROSLIM", doNotTranslate: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The glossary already has the term "NEUROSLIM"');
    // Renaming a term onto another one of the same glossary is the same conflict.
    const renamed = await call("PATCH", `/api/glossary/${other.id}`, alice.cookie, {
      term: "neuroslim",
      doNotTranslate: true,
    });
    expect(renamed.statusCode).toBe(409);
    const bad = await call("PATCH", `/api/glossary/${first.id}`, alice.cookie, { term: " " });
    expect(bad.statusCode).toBe(400);
    expect(terms(await call("GET", url, alice.cookie)).map((x) => x.term)).toEqual(["Neuroslim", "Outro"]);
  });

  it("follows the project's rules: readers of a public project read it, others get 403 or 404", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const pub = await make.project(alice, { isPublic: true });
    const priv = await make.project(alice);
    const rule = { term: "Neuroslim", doNotTranslate: true };
    const pubTerm = (await call("POST", `/api/projects/${pub.id}/glossary`, alice.cookie, rule)).json();
    const privTerm = (await call("POST", `/api/projects/${priv.id}/glossary`, alice.cookie, rule)).json();

    expect(terms(await call("GET", `/api/projects/${pub.id}/glossary`, bob.cookie))).toHaveLength(1);
    expect((await call("POST", `/api/projects/${pub.id}/glossary`, bob.cookie, rule)).statusCode).toBe(403);
    expect((await call("PATCH", `/api/glossary/${pubTerm.id}`, bob.cookie, rule)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/glossary/${pubTerm.id}`, bob.cookie)).statusCode).toBe(403);

    for (const [method, url] of [
      ["GET", `/api/projects/${priv.id}/glossary`],
      ["GET", `/api/projects/${priv.id}/glossary/applicable`],
      ["POST", `/api/projects/${priv.id}/glossary`],
      ["PATCH", `/api/glossary/${privTerm.id}`],
      ["DELETE", `/api/glossary/${privTerm.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        bob.cookie,
        method === "GET" || method === "DELETE" ? undefined : rule,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", `/api/projects/${missing}/glossary`, alice.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/projects/${missing}/glossary`, alice.cookie, rule)).statusCode).toBe(
      404,
    );
    const badId = await call("GET", "/api/projects/not-an-id/glossary/applicable", alice.cookie);
    expect(badId.statusCode).toBe(400);
    expect((await call("GET", `/api/projects/${pub.id}/glossary/applicable`)).statusCode).toBe(401);
    // Alice's terms are still there, untouched by Bob's attempts.
    expect(terms(await call("GET", `/api/projects/${priv.id}/glossary`, alice.cookie))).toHaveLength(1);
  });

  it("applies the project's terms and the owner's own, the project's rule winning on the same term", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { isPublic: true });
    await call("POST", "/api/glossary", alice.cookie, {
      term: "Açafrão-da-terra",
      translations: { en: "turmeric" },
    });
    await call("POST", "/api/glossary", alice.cookie, { term: "Neuroslim", doNotTranslate: true });
    await call("POST", `/api/projects/${project.id}/glossary`, alice.cookie, {
      term: "acafrao-da-terra",
      translations: { en: "turmeric root" },
    });
    const url = `/api/projects/${project.id}/glossary/applicable`;
    const applied = terms(await call("GET", url, alice.cookie));
    expect(applied.map((x) => [x.term, x.translations.en ?? null])).toEqual([
      ["acafrao-da-terra", "turmeric root"],
      ["Neuroslim", null],
    ]);
    // The owner's own glossary is private: another reader gets the project's terms only.
    expect(terms(await call("GET", url, bob.cookie)).map((x) => x.term)).toEqual(["acafrao-da-terra"]);
  });
});
