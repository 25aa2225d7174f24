import { expect, test } from "@playwright/test";
import { cell, signUp } from "./helpers";

// Runs against an app whose AI provider is configured at a port where nobody listens (the
// 'provider-down' project in playwright.config.ts): what a writer sees when the provider is gone.

const LETTER = [
  "Você acorda cansado mesmo depois de oito horas de sono?",
  "Você tem uma garantia incondicional de 30 dias.",
  "Clique no botão abaixo e garanta o seu com desconto.",
].join("\n");

test("with the provider unreachable, the rules type the text and translation says why it waits", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(LETTER);
  await page.getByRole("button", { name: "Process Text" }).click();

  // The refused connection trips the breaker: the local rules type every block, and the notice
  // says the provider is unreachable rather than that none is configured.
  await expect(
    page.getByText(
      "Blocks typed by the local Portuguese/English rules: the AI provider is unreachable right now.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(cell(page, 2, "type")).toHaveValue("GUARANTEE");
  await expect(cell(page, 3, "type")).toHaveValue("CALL_TO_ACTION");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // The translate dialog warns before anything is sent; a translation tried anyway fails with a
  // message that names the cause, and no block is changed.
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("translate-unreachable")).toContainText(
    "The AI provider is unreachable right now",
  );
  await dialog.getByText("Spanish").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(
    page.getByText("No block could be translated into Spanish: the AI provider is unreachable."),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press("Escape");
  await expect(cell(page, 1, "translation")).toHaveValue("");
  await page.reload();
  await expect(cell(page, 1, "translation")).toHaveValue("");
  await expect(cell(page, 2, "type")).toHaveValue("GUARANTEE");
});
