import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { setupTestApp } from "../test/app";
import { resolveAuthSecret } from "./secret";

// Several app instances on one database must agree: the generated secret and sessions live in
// the database (PostgreSQL) or in DATA_DIR (PGlite), never in one process.
const t = setupTestApp();

describe("several instances on one database", () => {
  it("generate the auth secret once and then all read the same one", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "copyblocks-secret-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const first = await resolveAuthSecret(config, t.database);
    const second = await resolveAuthSecret(config, t.database);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    const configured = loadConfig({ BETTER_AUTH_SECRET: "s".repeat(40) });
    expect(await resolveAuthSecret(configured, t.database)).toBe("s".repeat(40));
  });

  it("accept on one instance a session made on another", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "copyblocks-instances-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }, { serveWeb: false });
    const secret = await resolveAuthSecret(config, t.database);
    const [a, b] = await Promise.all([
      buildApp({ config, database: t.database, authSecret: secret }),
      buildApp({ config, database: t.database, authSecret: await resolveAuthSecret(config, t.database) }),
    ]);
    try {
      const signUp = await a.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { email: "two@example.com", password: "secret123", name: "Duas" },
      });
      const cookie = String(signUp.headers["set-cookie"]).split(";")[0];
      const me = await b.inject({ url: "/api/me", headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe("two@example.com");
      const created = await b.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie },
        payload: { title: "B" },
      });
      const list = await a.inject({ url: "/api/projects", headers: { cookie } });
      expect(list.json().projects.map((p: { id: string }) => p.id)).toEqual([created.json().id]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
