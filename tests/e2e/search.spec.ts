import { expect, type Page, test } from "@playwright/test";
import { openDashboard, signUp } from "./helpers";

/** A project with the given block texts, made through the API with the page's session. */
async function projectWith(page: Page, title: string, texts: string[]) {
  const created = await (await page.request.post("/api/projects", { data: { title } })).json();
  const saved = await page.request.put(`/api/projects/${created.id}/blocks`, {
    data: {
      baseVersion: created.version ?? 1,
      blocks: texts.map((originalText) => ({ type: "GUARANTEE", originalText, expansion: "" })),
    },
  });
  expect(saved.status()).toBe(200);
  return { id: created.id as string, blocks: (await saved.json()).blocks as { id: string }[] };
}

test("Ctrl+K finds a word in any form across projects and opens the block", async ({ page }) => {
  // Other tests share this server and publish projects, so the word searched for is one only
  // this test writes.
  await signUp(page);
  const filler = Array.from({ length: 30 }, (_, i) => `Parágrafo de enchimento número ${i + 1}.`);
  const letter = await projectWith(page, "Carta do colágeno", [
    ...filler,
    "Você recebe o MANUSCRITO original para testar por sete dias.",
  ]);
  await projectWith(page, "Roteiro do curso", ["Os manuscritos do curso ficam com você por um ano inteiro."]);

  await page.goto("/dashboard");
  await expect(page.getByTestId("search-button")).toBeVisible();
  await page.keyboard.press("Control+k");
  const dialog = page.getByTestId("search-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Type a word/)).toBeVisible();

  await dialog.getByRole("combobox", { name: "Search blocks" }).fill("manuscrítos");
  const results = dialog.getByTestId("search-result");
  await expect(results).toHaveCount(2);
  await expect(dialog.locator("mark").first()).toBeVisible();
  await expect(dialog.locator("mark", { hasText: /^MANUSCRITO$/ })).toHaveCount(1);
  await expect(dialog.locator("mark", { hasText: /^manuscritos$/ })).toHaveCount(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "test-results/search-1440.png" });

  // Move to the letter's result with the arrow keys and open it with Enter.
  const letterIndex = (await results.allTextContents()).findIndex((text) =>
    text.includes("Carta do colágeno"),
  );
  for (let i = 0; i < letterIndex; i++) await page.keyboard.press("ArrowDown");
  await expect(results.nth(letterIndex)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  const blockId = letter.blocks[30].id;
  await expect(page).toHaveURL(new RegExp(`/project/${letter.id}\\?block=${blockId}`));
  const row = page.locator(`[data-block-id="${blockId}"]`);
  await expect(row).toHaveAttribute("data-active", "true");
  await expect(row.locator('[data-field="originalText"]')).toBeFocused();
  await expect(row).toBeInViewport();
});

test("search says when nothing matches, and works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  await openDashboard(page);
  await projectWith(page, "Oferta relâmpago", ["A relíquia exclusiva sai da loja hoje à meia-noite."]);
  await page.getByTestId("search-button-mobile").click();
  const dialog = page.getByTestId("search-dialog");
  const input = dialog.getByRole("combobox", { name: "Search blocks" });
  await input.fill("palavrainexistente");
  await expect(dialog.getByText("Nothing found for “palavrainexistente”.")).toBeVisible();
  await input.fill("reliquia");
  await expect(dialog.getByTestId("search-result")).toHaveCount(1);
  await expect(dialog.locator("mark")).toHaveText("relíquia");
  await page.screenshot({ path: "test-results/search-390.png" });
  await dialog.getByTestId("search-result").click();
  await expect(page).toHaveURL(/\/project\/.+\?block=/);
});
