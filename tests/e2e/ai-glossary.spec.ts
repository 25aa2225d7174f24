import { expect, test } from "@playwright/test";
import { cell, uniqueEmail } from "./helpers";

// AI translation keeps the glossary (the 'ai' project, fake OpenAI-compatible provider): each
// block's prompt lists the terms its original holds, and a block whose translation lost one is
// marked. The fake answers "[es] <original>", so it keeps "Neuroslim" as it is but never writes
// "cúrcuma" for "açafrão-da-terra".

const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? 3299);
type FakeRequest = { messages: { role: string; content: string }[] };

test("the prompt carries the glossary and the block that lost a term is marked", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const request = page.context().request;
  const signedUp = await request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("ai-glossary"), password: "segredo123", name: "Gil Glossário" },
  });
  expect(signedUp.ok()).toBe(true);
  // A token in every original finds this test's prompts among those of tests running at once.
  const token = `g${Date.now().toString(36)}`;
  const originals = [
    `Neuroslim tem açafrão-da-terra de verdade (${token}).`,
    `Só Neuroslim funciona (${token}).`,
    `Nada do glossário aqui (${token}).`,
  ];
  const { id } = await (await request.post("/api/projects", { data: { title: "Neuroslim" } })).json();
  const saved = await request.put(`/api/projects/${id}/blocks`, {
    data: { baseVersion: 1, blocks: originals.map((originalText) => ({ type: "HOOK", originalText })) },
  });
  expect(saved.ok()).toBe(true);
  await request.post("/api/glossary", { data: { term: "Neuroslim", doNotTranslate: true } });
  await request.post(`/api/projects/${id}/glossary`, {
    data: { term: "açafrão-da-terra", translations: { es: "cúrcuma" } },
  });

  await page.goto(`/project/${id}`);
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/Glossary terms \(the project's and yours\) are kept/)).toBeVisible();
  await dialog.getByText("Spanish").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByText("Translated, but check the glossary")).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(/1 block did not keep a glossary term; it is marked in the table/),
  ).toBeVisible();
  await expect(cell(page, 1, "translation")).toHaveValue(`[es] ${originals[0]}`);

  // One batched call: the glossary terms its blocks hold, given once before the blocks.
  const prompts = (
    (await (await request.get(`http://127.0.0.1:${fakeAiPort}/v1/requests`)).json()) as FakeRequest[]
  )
    .map((r) => r.messages.find((m) => m.role === "user")?.content ?? "")
    .filter((user) => user.includes(token));
  expect(prompts).toHaveLength(1);
  expect(prompts[0]).toContain('- "açafrão-da-terra": traduza sempre como "cúrcuma".');
  expect(prompts[0]).toContain('- "Neuroslim": não traduza; mantenha exatamente "Neuroslim".');
  expect(prompts[0].indexOf("Glossário")).toBeLessThan(prompts[0].indexOf("Blocos a traduzir"));

  // Block 1 lost "cúrcuma" and is marked; block 2 kept "Neuroslim" and is not.
  const marker = page.getByTestId("glossary-marker");
  await expect(marker).toHaveCount(1);
  const row1 = page.locator("[data-block-id]", { has: cell(page, 1, "translation") });
  await expect(row1.getByTestId("glossary-marker")).toHaveAccessibleName(
    "The translation did not keep the glossary term açafrão-da-terra",
  );
  await marker.click();
  await expect(page.getByTestId("glossary-marker-terms")).toHaveText("açafrão-da-terra should be “cúrcuma”");
  await page.screenshot({ path: "test-results/ai-glossary-marker-laptop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press("Escape");
  await marker.scrollIntoViewIfNeeded();
  await marker.click();
  await expect(page.getByTestId("glossary-marker-terms")).toBeVisible();
  await page.screenshot({ path: "test-results/ai-glossary-marker-phone.png" });
  await page.keyboard.press("Escape");

  // The writer puts the term in: the mark goes, and stays gone after a reload.
  await cell(page, 1, "translation").fill(`[es] Neuroslim tiene cúrcuma de verdad (${token}).`);
  await expect(marker).toHaveCount(0);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  await page.reload();
  await expect(cell(page, 1, "translation")).toHaveValue(/cúrcuma/);
  await expect(cell(page, 2, "translation")).toHaveValue(`[es] ${originals[1]}`);
  await expect(marker).toHaveCount(0);
});
