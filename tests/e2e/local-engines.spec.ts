import { expect, type Page, test } from "@playwright/test";
import { signUpThroughUi } from "./helpers";

// The same flows without an AI provider: the rules type the blocks, the dictionary translates into
// Portuguese, other languages are marked unavailable, and the local analyses answer the toolbar.

const LETTER = [
  "Discover the simple secret that helped thousands of people sleep better.",
  "You get a 30-day money-back guarantee.",
  "Click the button below right now.",
].join("\n\n");

const cell = (page: Page, n: number, what: "type" | "original text" | "translation" | "expansion") =>
  page.getByLabel(`Block ${n} ${what}`, { exact: true });

test("without a provider the rules, the dictionary and the local analyses do the work and say so", async ({
  page,
}) => {
  await signUpThroughUi(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(LETTER);
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByText(/local Portuguese\/English rules/)).toBeVisible();
  await expect(cell(page, 2, "type")).toHaveValue("GUARANTEE");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // Portuguese through the built-in dictionary.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/Sem provedor de IA configurado/)).toBeVisible();
  await dialog.getByText("Portuguese").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByText(/Tradução concluída/)).toBeVisible({ timeout: 20_000 });
  await expect(cell(page, 3, "translation")).toHaveValue("Clique no botão abaixo agora mesmo.");

  // Japanese cannot be done locally: the blocks are marked, never showing English as a translation.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByText("Japanese").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByText("Falha na tradução")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Tradução indisponível").first()).toBeVisible();

  // A local analysis from the toolbar, labelled as local; a writing action explains what it needs.
  const toolbar = page.getByRole("region", { name: "AI toolbar" });
  await toolbar.getByRole("button", { name: /Análise de Desempenho/ }).click();
  let result = page.getByRole("dialog");
  await expect(result.getByText("Local", { exact: true })).toBeVisible();
  await expect(result.getByText(/Gancho|Garantia/).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await cell(page, 1, "original text").click();
  await toolbar.getByRole("button", { name: /Expandir Conteúdo/ }).click();
  result = page.getByRole("dialog");
  await expect(result.getByText(/precisa de um provedor de IA/)).toBeVisible();
});
