import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

// A copy names its source only to readers who may read that source.
const t = setupTestApp();
const make = factories(t);

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

async function publicCopyOf(owner: TestUser, sourceId: string) {
  const copy = await t.app.inject({
    method: "POST",
    url: `/api/projects/${sourceId}/duplicate`,
    headers: { cookie: owner.cookie },
    payload: { title: "Cópia pública" },
  });
  expect(copy.statusCode).toBe(201);
  const id = copy.json().id as string;
  await t.app.inject({
    method: "PATCH",
    url: `/api/projects/${id}`,
    headers: { cookie: owner.cookie },
    payload: { isPublic: true },
  });
  return id;
}

const timelineEntry = async (id: string, cookie: string) =>
  (await get("/api/timeline", cookie)).json().projects.find((p: { id: string }) => p.id === id);

describe("sourceProjectId", () => {
  it("is hidden from readers of a public copy who may not read its private source", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const secret = await make.project(alice, { title: "Fonte privada" });
    const copyId = await publicCopyOf(alice, secret.id);

    const asBob = await get(`/api/projects/${copyId}`, bob.cookie);
    expect(asBob.statusCode).toBe(200);
    expect(asBob.json()).toMatchObject({ sourceProjectId: null, source: null });
    expect(asBob.body).not.toContain(secret.id);
    expect(await timelineEntry(copyId, bob.cookie)).toMatchObject({ sourceProjectId: null });
    const asVisitor = await get(`/api/public/projects/${copyId}`);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.body).not.toContain(secret.id);

    const asAlice = await get(`/api/projects/${copyId}`, alice.cookie);
    expect(asAlice.json()).toMatchObject({ sourceProjectId: secret.id, source: { id: secret.id } });
    expect(await timelineEntry(copyId, alice.cookie)).toMatchObject({ sourceProjectId: secret.id });
    const own = (await get("/api/projects", alice.cookie)).json().projects;
    expect(own.find((p: { id: string }) => p.id === copyId)).toMatchObject({ sourceProjectId: secret.id });
  });

  it("is shown to everyone when the source is public", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const open = await make.project(alice, { title: "Fonte pública", isPublic: true });
    const copyId = await publicCopyOf(alice, open.id);
    const asBob = await get(`/api/projects/${copyId}`, bob.cookie);
    expect(asBob.json()).toMatchObject({ sourceProjectId: open.id, source: { id: open.id } });
    expect(await timelineEntry(copyId, bob.cookie)).toMatchObject({ sourceProjectId: open.id });
  });
});
