import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

// Runs against the second app server, configured with the fake OpenAI-compatible provider
// (scripts/fake-ai-server.ts): see the 'ai' project in playwright.config.ts.

const letter = [
  "Você está cansado de acordar sem energia todos os dias?",
  "Conheça o método que já ajudou milhares de pessoas a recuperar a disposição.",
  "Você tem uma garantia incondicional de 30 dias.",
  "Clique no botão abaixo e compre agora com desconto.",
].join("\n");

test("settings show the configured provider with its models and never the key", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  const card = page
    .getByText("AI provider", { exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card.getByText("Configured")).toBeVisible();
  await expect(card.getByTestId("ai-model")).toHaveText("fake-main");
  await expect(card.getByTestId("ai-fast-model")).toHaveText("fake-fast");
  await expect(page.locator("body")).not.toContainText("fake-key");

  const status = await page.request.get("/api/ai/status");
  expect(await status.json()).toEqual({
    configured: true,
    model: "fake-main",
    fastModel: "fake-fast",
    concurrency: 12,
  });
});

test("analysis, toolbar actions and translation run through the provider", async ({ page }) => {
  await signUp(page);

  // Typing: every block by the fake model, streamed with progress.
  const analyzed = await page.request.post("/api/analyze", {
    data: { text: letter },
    headers: { accept: "text/event-stream" },
  });
  expect(analyzed.ok()).toBe(true);
  const stream = await analyzed.text();
  // Paragraphs an earlier spec typed come from the cache, so only the last count is certain.
  expect(stream).toContain('event: progress\ndata: {"done":4,"total":4}');
  const result = JSON.parse(/event: result\ndata: (.*)\n/.exec(stream)?.[1] ?? "null");
  expect(result.engine).toBe("ai");
  expect(result.blocks.map((b: { type: string }) => b.type)).toEqual([
    "HOOK",
    "HOOK",
    "GUARANTEE",
    "CALL_TO_ACTION",
  ]);

  // A text action answers from the model; an always-local one stays local.
  const expand = await page.request.post("/api/ai/expand", { data: { text: "Pare tudo.", tone: "Urgente" } });
  expect(await expand.json()).toMatchObject({
    engine: "ai",
    result: { kind: "text", text: expect.stringContaining("Resposta da IA para") },
  });
  const performance = await page.request.post("/api/ai/performance", {
    data: {
      blocks: result.blocks.map((b: { type: string; originalText: string }) => ({
        type: b.type,
        text: b.originalText,
      })),
    },
  });
  expect(await performance.json()).toMatchObject({ engine: "local", result: { kind: "performance" } });

  // Translation of a saved project into Spanish by the fast model.
  const created = await page.request.post("/api/projects", { data: { title: "Carta IA", niche: "saude" } });
  expect(created.ok()).toBe(true);
  const { id } = await created.json();
  const current = await (await page.request.get(`/api/projects/${id}/blocks`)).json();
  const saved = await page.request.put(`/api/projects/${id}/blocks`, {
    data: { baseVersion: current.version, blocks: result.blocks },
  });
  expect(saved.ok()).toBe(true);
  const translated = await page.request.post(`/api/projects/${id}/translate`, { data: { language: "es" } });
  expect(await translated.json()).toMatchObject({ engine: "ai", language: "es", translated: 4, failed: 0 });
});
