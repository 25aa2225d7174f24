import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";

const t = setupTestApp();

describe("GET /api/health", () => {
  it("answers while another request's transaction holds the database", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A long save as the embedded database sees it: one transaction, statements finishing in it.
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await held;
      await tx.execute(sql`select 1`);
    });
    await inside;
    const health = t.app.inject({ url: "/api/health" });
    const first = await Promise.race([
      health.then(() => "health"),
      new Promise((resolve) => setTimeout(() => resolve("transaction still open"), 2000)),
    ]);
    release();
    await transaction;
    expect(first).toBe("health");
    const res = await health;
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
  });
});
