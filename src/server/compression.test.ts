import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { setupTestApp, signUp } from "./test/app";

const webRoot = mkdtempSync(path.join(tmpdir(), "copyblocks-web-"));
writeFileSync(
  path.join(webRoot, "index.html"),
  "<!doctype html><title>CopyBlocks</title><div id=root></div>",
);
mkdirSync(path.join(webRoot, "assets"));
const script = `export const words = ${JSON.stringify("palavra ".repeat(4000))};\n`;
writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), script);

const t = setupTestApp({ config: { serveWeb: true, webRoot } });

/** A project with enough text in its blocks that its list is well past the 1 KB threshold. */
async function longProject() {
  const user = await signUp(t.app);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie: user.cookie },
    payload: { title: "Long" },
  });
  const project = created.json();
  const blocks = Array.from({ length: 200 }, (_, i) => ({
    type: "PAIN_POINT",
    originalText: `Bloco ${i + 1}: um parágrafo de carta de vendas com bastante texto para comprimir.`,
    translation: "",
    expansion: "",
  }));
  const saved = await t.app.inject({
    method: "PUT",
    url: `/api/projects/${project.id}/blocks`,
    headers: { cookie: user.cookie },
    payload: { baseVersion: project.version, blocks },
  });
  expect(saved.statusCode).toBe(200);
  return { user, project };
}

describe("compressed answers", () => {
  it("sends a long block list as Brotli or gzip, as the browser asks, and plain otherwise", async () => {
    const { user, project } = await longProject();
    const get = (encoding?: string) =>
      t.app.inject({
        url: `/api/projects/${project.id}/blocks`,
        headers: { cookie: user.cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().blocks).toHaveLength(200);

    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("compresses the web app's files", async () => {
    const res = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("leaves small answers and the sign-in routes uncompressed", async () => {
    const health = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    const user = await signUp(t.app);
    const session = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: user.cookie, "accept-encoding": "br, gzip" },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers["content-encoding"]).toBeUndefined();
  });

  it("refuses a compressed request body instead of inflating it past the size limit", async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie, "content-type": "application/json", "content-encoding": "gzip" },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Content-Encoding gzip is not accepted: send the JSON body uncompressed",
    });
    const projects = await t.app.inject({ url: "/api/projects", headers: { cookie: user.cookie } });
    expect(projects.json().projects).toHaveLength(0);
  });
});
