import { type APIRequestContext, expect, test } from "@playwright/test";
import { cell, openAiToolbar, signUp } from "./helpers";

// AI proposals as changes to accept or reject (the 'ai' project, fake OpenAI-compatible provider):
// an action on every block shows word diffs; one is rejected, the rest accepted in one click,
// which is one undo step and one labelled version in the history.

async function createProject(request: APIRequestContext, texts: string[]) {
  const created = await request.post("/api/projects", { data: { title: "Sugestões", niche: "saude" } });
  const project = (await created.json()) as { id: string; version: number };
  const saved = await request.put(`/api/projects/${project.id}/blocks`, {
    data: {
      baseVersion: project.version,
      blocks: texts.map((originalText) => ({ type: "HOOK", originalText })),
    },
  });
  expect(saved.status()).toBe(200);
  return project.id;
}

test("suggestions on several blocks: diff, reject one, accept all, one undo, one version", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page);
  const id = await createProject(page.request, [
    "Acorde com energia todos os dias.",
    "O método que mudou a minha rotina.",
    "Garantia de 30 dias.",
  ]);
  await page.goto(`/project/${id}`);
  await expect(cell(page, 3, "original text")).toHaveValue("Garantia de 30 dias.");

  const toolbar = await openAiToolbar(page);
  await toolbar.getByLabel("All blocks").check();
  await toolbar.getByRole("button", { name: /Expand Content/ }).click();
  const panel = page.getByTestId("ai-suggestions");
  await expect(panel.getByTestId("suggestion")).toHaveCount(3, { timeout: 20_000 });
  await expect(panel.getByRole("heading")).toHaveText("3 suggestions to review");
  const first = panel.getByTestId("suggestion").first();
  await expect(first.locator("del")).toHaveText("Acorde com energia todos os dias.");
  await expect(first.locator("ins")).toHaveText(/^Resposta da IA para: /);
  await expect(panel.getByTestId("suggestion").first()).toContainText(/AI/);
  // Nothing changed yet.
  await expect(cell(page, 1, "expansion")).toHaveValue("");

  // The writer keeps editing: the row stays and says the block changed.
  await cell(page, 2, "original text").fill("O método que mudou a minha rotina inteira.");
  await expect(panel.getByTestId("suggestion").nth(1).getByTestId("suggestion-stale")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  await page.screenshot({ path: "test-results/ai-suggestions-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/ai-suggestions-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });

  await panel.getByRole("button", { name: "Reject the suggestion for block 3" }).click();
  await expect(panel.getByTestId("suggestion")).toHaveCount(2);
  await panel.getByRole("button", { name: "Accept all" }).click();
  await expect(panel).toHaveCount(0);
  await expect(cell(page, 1, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(cell(page, 2, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(cell(page, 3, "expansion")).toHaveValue("");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // The history shows one version labelled with the action.
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByTestId("history-panel");
  await expect(history.getByTestId("history-version").filter({ hasText: /AI result applied/ })).toHaveCount(
    1,
  );
  await page.keyboard.press("Escape");

  // One undo takes back both accepted blocks and keeps the edit made before.
  await page.getByRole("button", { name: "Undo (Ctrl+Z)" }).click();
  await expect(cell(page, 1, "expansion")).toHaveValue("");
  await expect(cell(page, 2, "expansion")).toHaveValue("");
  await expect(cell(page, 2, "original text")).toHaveValue("O método que mudou a minha rotina inteira.");
});
