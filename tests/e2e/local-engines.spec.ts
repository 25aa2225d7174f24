import { expect, test } from "@playwright/test";
import { cell, openAiToolbar, signUp } from "./helpers";

// The same flows without an AI provider: the rules type the blocks, translation says it needs a
// provider (nothing word by word is saved), and the local analyses answer the toolbar.

const LETTER = [
  "Discover the simple secret that helped thousands of people sleep better.",
  "You get a 30-day money-back guarantee.",
  "Click the button below right now.",
].join("\n\n");

test("without a provider the rules and the local analyses do the work, translation says what it needs", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(LETTER);
  // Held on the wire, the analysis shows which engine works on it: the local rules, never "AI".
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/analyze", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByRole("button", { name: "Analyzing with the local rules..." })).toBeVisible();
  await expect(page.getByText("Analyzing text with the local rules...")).toBeVisible();
  await expect(page.getByText(/Analyzing (text )?with AI/)).toHaveCount(0);
  release();
  await expect(page.getByText(/local Portuguese\/English rules/)).toBeVisible();
  await expect(cell(page, 2, "type")).toHaveValue("GUARANTEE");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // Translation needs a provider: the dialog says so and cannot start; nothing is saved.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("translate-needs-provider")).toContainText("needs an AI provider");
  await expect(dialog.getByRole("button", { name: "Translate" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(cell(page, 3, "translation")).toHaveValue("");

  // A local analysis from the toolbar, labelled as local; a writing action explains what it needs.
  const toolbar = await openAiToolbar(page);
  await toolbar.getByRole("button", { name: /Performance Analysis/ }).click();
  let result = page.getByRole("dialog");
  await expect(result.getByText("Local", { exact: true })).toBeVisible();
  // The engine's element names and suggestions in the interface language, not the engine's Portuguese.
  await expect(result.getByText(/Hook|Guarantee/).first()).toBeVisible();
  await expect(result.getByText(/Gancho|Garantia|Falta/)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await cell(page, 1, "original text").click();
  await toolbar.getByRole("button", { name: /Expand Content/ }).click();
  result = page.getByRole("dialog");
  await expect(result.getByText(/needs an AI provider/)).toBeVisible();
});
