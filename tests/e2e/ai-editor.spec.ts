import { expect, test } from "@playwright/test";
import { cell, openAiToolbar, scrollToBlock, signUp } from "./helpers";

// The editor with the fake OpenAI-compatible provider (the 'ai' project): AI typing with visible
// progress, translation into Spanish, and an expansion applied from the toolbar.

// Twelve paragraphs: with the fake answering in 250 ms and 4 calls at a time, progress shows a while.
const PARAGRAPHS = [
  "Você está cansado de acordar sem energia todos os dias?",
  "Conheça o método que já ajudou milhares de pessoas a recuperar a disposição.",
  "Você tem uma garantia incondicional de 30 dias.",
  "Clique no botão abaixo e compre agora com desconto.",
];
// Each attempt types its own text: the server caches AI answers by prompt, and a retry of the same
// text would be answered at once, with no progress to see.
const letter = (attempt: number) =>
  [1, 2, 3].flatMap((round) => PARAGRAPHS.map((p) => `${p} (${round}.${attempt})`)).join("\n\n");

test("AI typing with progress, translation into Spanish, and an accepted expansion", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(letter(test.info().retry));
  // The progress shows for about a second. An expect polls at growing intervals (up to a second
  // apart) and once missed it in CI; a page function checked on every animation frame does not.
  const progressShown = page.waitForFunction(() =>
    /\d+ \/ 12 blocks/.test(document.querySelector('[data-testid="progress"]')?.textContent ?? ""),
  );
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByRole("button", { name: "Analyzing with AI..." })).toBeVisible();
  await progressShown;

  await expect(page.getByText("Your content has been processed with AI copywriting analysis")).toBeVisible();
  await expect(cell(page, 3, "type")).toHaveValue("GUARANTEE");
  // The table renders the rows near the window: the last one is reached by scrolling.
  await scrollToBlock(page, 12);
  await expect(cell(page, 12, "type")).toHaveValue("CALL_TO_ACTION");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  await scrollToBlock(page, 1);

  // Translate into Spanish: progress, then the table shows the translations and names the language.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Spanish").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByText(/Translation complete/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("columnheader", { name: "Translation (Spanish)" })).toBeVisible();
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[es\] Você está cansado/);

  // Expand the first block from the toolbar and accept the suggestion into its expansion.
  await cell(page, 1, "original text").click();
  await (await openAiToolbar(page)).getByRole("button", { name: /Expand Content/ }).click();
  const suggestions = page.getByTestId("ai-suggestions");
  await expect(suggestions.getByText(/AI/).first()).toBeVisible();
  await suggestions.getByRole("button", { name: "Accept the suggestion for block 1" }).click();
  await expect(cell(page, 1, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  await page.reload();
  await expect(cell(page, 1, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[es\]/);
  await expect(page.getByText("fake-key")).toHaveCount(0);
});

test("the translation column switches language; edits go to the language shown", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(PARAGRAPHS.slice(0, 2).join("\n\n"));
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(cell(page, 2, "original text")).toHaveValue(/^Conheça/, { timeout: 20_000 });
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // Spanish, then English: the project's current language is English, Spanish is kept.
  for (const language of ["Spanish", "English"]) {
    await page.getByRole("button", { name: "Translate", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(language).click();
    await dialog.getByRole("button", { name: "Translate" }).click();
    await expect(page.getByText(/Translation complete/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toHaveCount(0);
  }
  const column = page.getByLabel("Translation column shows");
  await expect(column).toHaveValue("en");
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[en\] Você está cansado/);

  // Showing Spanish changes nothing; an edit there goes to Spanish only.
  await column.selectOption("es");
  await expect(page.getByRole("columnheader", { name: "Translation (Spanish)" })).toBeVisible();
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[es\] Você está cansado/);
  await cell(page, 1, "translation").fill("¿Estás cansado?");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  await column.selectOption("en");
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[en\] Você está cansado/);

  // Both languages as they were left, after a reload too.
  await page.reload();
  await expect(page.getByLabel("Translation column shows")).toHaveValue("en");
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[en\] Você está cansado/);
  await page.getByLabel("Translation column shows").selectOption("es");
  await expect(cell(page, 1, "translation")).toHaveValue("¿Estás cansado?");
  await expect(cell(page, 2, "translation")).toHaveValue(/^\[es\] Conheça/);
  await page.screenshot({ path: "test-results/translation-column.png" });
});
