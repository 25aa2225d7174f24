import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectBlockCount, signUp } from "./helpers";

const cell = (page: Page, n: number, what: "original text" | "expansion") =>
  page.getByLabel(`Block ${n} ${what}`, { exact: true });

async function createProject(request: APIRequestContext, texts: string[]) {
  const created = await request.post("/api/projects", { data: { title: "Histórico", niche: "saude" } });
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

test("undo and redo with the keyboard, the buttons and the removed-block toast", async ({ page }) => {
  await signUp(page);
  const id = await createProject(page.request, ["Um", "Dois", "Três"]);
  await page.goto(`/project/${id}`);
  await expectBlockCount(page, 3);

  await cell(page, 2, "original text").fill("Dois editado");
  await page.keyboard.press("Control+z");
  await expect(cell(page, 2, "original text")).toHaveValue("Dois");
  await page.keyboard.press("Control+Shift+z");
  await expect(cell(page, 2, "original text")).toHaveValue("Dois editado");

  // Removing a block offers Undo in its toast.
  await cell(page, 1, "original text").click();
  await page.getByRole("button", { name: /Remove block 1|Delete block 1/ }).click();
  await expectBlockCount(page, 2);
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expectBlockCount(page, 3);
  await expect(cell(page, 1, "original text")).toHaveValue("Um");

  // The toolbar buttons do the same, and the result is what gets saved.
  await page.getByRole("button", { name: "Redo (Ctrl+Shift+Z)" }).click();
  await expectBlockCount(page, 2);
  await page.getByRole("button", { name: "Undo (Ctrl+Z)" }).click();
  await expectBlockCount(page, 3);
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);
  await page.reload();
  await expectBlockCount(page, 3);
  await expect(cell(page, 2, "original text")).toHaveValue("Dois editado");
});

test("history panel: list, block diff with changed words, restore", async ({ page }) => {
  await signUp(page);
  const id = await createProject(page.request, ["Você já tentou de tudo", "Clique agora"]);
  await page.goto(`/project/${id}`);
  await cell(page, 1, "original text").fill("Você nunca tentou de tudo");
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);

  await page.getByRole("button", { name: "History" }).click();
  const panel = page.getByTestId("history-panel");
  await expect(panel.getByTestId("history-version")).toHaveCount(3);
  await panel.getByTestId("history-version").filter({ hasText: "Version 2" }).click();
  const diff = panel.getByTestId("history-diff");
  await expect(diff.locator("del")).toHaveText("já");
  await expect(diff.locator("ins")).toHaveText("nunca");
  // The entry names the block by its number and its type in the interface language, not its code.
  await expect(diff.getByText("Block 1", { exact: true })).toBeVisible();
  await expect(diff).toContainText("Big Promise / Hook");
  await expect(diff).not.toContainText("HOOK");
  await page.screenshot({ path: "test-results/history-diff.png" });

  await panel.getByRole("button", { name: "Restore this version" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText("Version 2 restored as a new version")).toBeVisible();
  await expect(cell(page, 1, "original text")).toHaveValue("Você já tentou de tudo");
  await page.reload();
  await expect(cell(page, 1, "original text")).toHaveValue("Você já tentou de tudo");
});

test("a template is its own labelled history entry, apart from the edits after it", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Use Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Template" });
  await dialog
    .getByRole("listitem", { name: "Email Newsletter" })
    .getByRole("button", { name: "Use This Template" })
    .click();
  await expectBlockCount(page, 6);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  await cell(page, 1, "original text").fill("Novidades da semana");
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);

  await page.getByRole("button", { name: "History" }).click();
  const versions = page.getByTestId("history-panel").getByTestId("history-version");
  await expect(versions.filter({ hasText: "Template applied" })).toHaveCount(1);
  await expect(versions.first()).toContainText("Edits");
  await expect(versions.filter({ hasText: "Template applied" })).toContainText("6 blocks");
});
