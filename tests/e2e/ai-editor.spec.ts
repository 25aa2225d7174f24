import { expect, type Page, test } from "@playwright/test";
import { signUpThroughUi } from "./helpers";

// The editor with the fake OpenAI-compatible provider (the 'ai' project): AI typing with visible
// progress, translation into Spanish, and an expansion applied from the toolbar.

// Twelve paragraphs: with the fake answering in 250 ms and 4 calls at a time, progress shows a while.
const PARAGRAPHS = [
  "Você está cansado de acordar sem energia todos os dias?",
  "Conheça o método que já ajudou milhares de pessoas a recuperar a disposição.",
  "Você tem uma garantia incondicional de 30 dias.",
  "Clique no botão abaixo e compre agora com desconto.",
];
const LETTER = [1, 2, 3].flatMap((round) => PARAGRAPHS.map((p) => `${p} (${round})`)).join("\n\n");

const cell = (page: Page, n: number, what: "type" | "original text" | "translation" | "expansion") =>
  page.getByLabel(`Block ${n} ${what}`, { exact: true });

test("AI typing with progress, translation into Spanish, and an applied expansion", async ({ page }) => {
  await signUpThroughUi(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(LETTER);
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByRole("button", { name: "Analyzing with AI..." })).toBeVisible();
  await expect(page.getByTestId("progress")).toHaveText(/\d+ \/ 12 blocks/);

  await expect(page.getByText("Your content has been processed with AI copywriting analysis")).toBeVisible();
  await expect(cell(page, 3, "type")).toHaveValue("GUARANTEE");
  await expect(cell(page, 12, "type")).toHaveValue("CALL_TO_ACTION");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // Translate into Spanish: progress, then the table shows the translations and names the language.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Spanish").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByText(/Tradução concluída/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("columnheader", { name: "Translation (Spanish)" })).toBeVisible();
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[es\] Você está cansado/);

  // Expand the first block from the toolbar and apply it to its expansion.
  await cell(page, 1, "original text").click();
  await page
    .getByRole("region", { name: "AI toolbar" })
    .getByRole("button", { name: /Expandir Conteúdo/ })
    .click();
  const result = page.getByRole("dialog");
  await expect(result.getByText(/IA/).first()).toBeVisible();
  await result.getByRole("button", { name: "Apply" }).click();
  await expect(cell(page, 1, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  await page.reload();
  await expect(cell(page, 1, "expansion")).toHaveValue(/^Resposta da IA para/);
  await expect(cell(page, 1, "translation")).toHaveValue(/^\[es\]/);
  await expect(page.getByText("fake-key")).toHaveCount(0);
});
