import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/open";
import { profiles, projectBlocks } from "../db/schema";
import { signUp, type TestUser } from "./app";

/** Small data builders that go through the real API where one exists. */
export function factories(t: { app: FastifyInstance; database: Database }) {
  async function user(role: "user" | "admin" | "superadmin" = "user"): Promise<TestUser> {
    const u = await signUp(t.app);
    if (role !== "user") await t.database.db.update(profiles).set({ role }).where(eq(profiles.id, u.id));
    return u;
  }

  async function project(
    owner: TestUser,
    fields: {
      title?: string;
      niche?: string;
      isPublic?: boolean;
      description?: string;
      blocks?: number;
    } = {},
  ) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: owner.cookie },
      payload: {
        title: fields.title ?? "Projeto de teste",
        niche: fields.niche,
        description: fields.description,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    const created = res.json() as { id: string };
    if (fields.isPublic) {
      await t.app.inject({
        method: "PATCH",
        url: `/api/projects/${created.id}`,
        headers: { cookie: owner.cookie },
        payload: { isPublic: true },
      });
    }
    if (fields.blocks) {
      await t.database.db.insert(projectBlocks).values(
        Array.from({ length: fields.blocks }, (_, i) => ({
          projectId: created.id,
          position: i,
          type: "HOOK",
          originalText: `Parágrafo ${i + 1}`,
          expansion: "",
          metadata: { confidence: 80 },
        })),
      );
    }
    return created;
  }

  return { user, project };
}
