import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { blockRow, cell, uniqueEmail } from "./helpers";

// The editor's side of translation: each translation's state beside it (draft, reviewed, out of
// date), marking it reviewed by a click or Ctrl+Shift+Y, the state filter, earlier translations
// offered from the memory, and filling a project's empty translations from it.

async function signedIn(browser: Browser, locale = "en-US", viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ locale, viewport });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("tm-editor"), password: "segredo123", name: "Tina Tradutora" },
  });
  expect(res.ok()).toBe(true);
  return context;
}

type Seed = { type: string; originalText: string; es?: string; reviewed?: boolean };

/** A project whose blocks hold these Spanish translations; then `edit` rewrites some originals. */
async function project(
  request: APIRequestContext,
  title: string,
  seeds: Seed[],
  edit: Record<number, string> = {},
) {
  const created = await request.post("/api/projects", { data: { title, niche: "Saúde" } });
  const { id } = await created.json();
  const put = await request.put(`/api/projects/${id}/blocks`, {
    data: {
      baseVersion: 1,
      blocks: seeds.map((s) => ({
        type: s.type,
        originalText: s.originalText,
        ...(s.es ? { translations: { es: s.es } } : {}),
        ...(s.reviewed ? { translationStatus: { es: "reviewed" } } : {}),
      })),
    },
  });
  expect(put.ok()).toBe(true);
  let saved = await put.json();
  if (Object.keys(edit).length > 0) {
    const blocks = saved.blocks.map((b: { originalText: string }, i: number) =>
      edit[i] ? { ...b, originalText: edit[i] } : b,
    );
    const res = await request.put(`/api/projects/${id}/blocks`, {
      data: { baseVersion: saved.version, blocks },
    });
    expect(res.ok()).toBe(true);
    saved = await res.json();
  }
  return id as string;
}

/** Reviewed, draft, out of date (its original edited) and missing, in that order. */
const FOUR: Seed[] = [
  { type: "HOOK", originalText: "Lose weight now.", es: "Adelgaza ya.", reviewed: true },
  { type: "LEAD", originalText: "Read on.", es: "Sigue leyendo." },
  { type: "OFFER", originalText: "Half price.", es: "Mitad de precio." },
  { type: "CTA", originalText: "Click below." },
];

const marker = (page: Page, n: number) => blockRow(page, n).getByTestId("translation-state");

async function openEditor(page: Page, id: string, query = "") {
  await page.goto(`/project/${id}${query}`);
  await expect(page.getByTestId("block-table")).toBeVisible({ timeout: 30_000 });
}

test("each translation shows its state, and a click or Ctrl+Shift+Y marks it reviewed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser);
  const id = await project(context.request, "Carta da dieta", FOUR, { 2: "Half price today." });
  const page = await context.newPage();
  await openEditor(page, id);

  await expect(marker(page, 1)).toHaveAttribute("data-state", "reviewed");
  await expect(marker(page, 1)).toHaveText("Reviewed");
  await expect(marker(page, 2)).toHaveText("Draft");
  await expect(marker(page, 3)).toHaveText("Out of date");
  await expect(marker(page, 4)).toHaveCount(0);
  await page.screenshot({ path: "test-results/translation-states-laptop.png" });

  // One click marks the draft reviewed, and the save keeps it.
  await page.getByRole("button", { name: "Block 2 translation: Draft. Mark as reviewed" }).click();
  await expect(marker(page, 2)).toHaveText("Reviewed");
  // The shortcut on the block being edited, the out-of-date one.
  await cell(page, 3, "translation").click();
  await page.keyboard.press("Control+Shift+Y");
  await expect(marker(page, 3)).toHaveText("Reviewed");
  await expect(page.getByText(/Saved at/)).toBeVisible({ timeout: 15_000 });
  const saved = await (await context.request.get(`/api/projects/${id}/blocks`)).json();
  expect(saved.blocks.map((b: { translationStatus?: object }) => b.translationStatus)).toEqual([
    { es: "reviewed" },
    { es: "reviewed" },
    { es: "reviewed" },
    undefined,
  ]);

  // Editing an original puts its translation out of date at once.
  await cell(page, 1, "original text").fill("Lose weight fast.");
  await expect(marker(page, 1)).toHaveText("Out of date");
  // A reviewed one goes back to draft with another click.
  await page.getByRole("button", { name: "Block 2 translation: reviewed. Mark as draft again" }).click();
  await expect(marker(page, 2)).toHaveText("Draft");

  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "test-results/translation-states-dark.png" });
  await context.close();
});

test("the markers read in Portuguese on a phone", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, "pt-BR", { width: 390, height: 844 });
  const id = await project(context.request, "Carta da dieta", FOUR, { 2: "Half price today." });
  const page = await context.newPage();
  await openEditor(page, id);
  await expect(marker(page, 1)).toHaveText("Revisada");
  await expect(marker(page, 2)).toHaveText("Rascunho");
  await expect(marker(page, 3)).toHaveText("Desatualizada");
  await page
    .getByRole("button", { name: "Tradução do bloco 3: Desatualizada. Marcar como revisada" })
    .click();
  await expect(marker(page, 3)).toHaveText("Revisada");
  await page.screenshot({ path: "test-results/translation-states-phone.png" });
  await context.close();
});

test("the Translation page's link opens the editor on what is left, and the menu filters by state", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser);
  const id = await project(context.request, "Carta da dieta", FOUR, { 2: "Half price today." });
  const page = await context.newPage();
  await page.goto("/translation");
  await page
    .getByTestId("language-es")
    .getByRole("link", { name: "Open the 3 blocks left in Spanish" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}\\?language=es&show=left`));
  await expect(page.getByTestId("filter-count")).toHaveText("Showing 3 of 4 blocks", { timeout: 30_000 });
  await expect(page.getByTestId("filter-bar")).toContainText(
    "Translation (Spanish): Out of date, Missing, Draft",
  );
  await expect(cell(page, 1, "original text")).toHaveCount(0);
  await expect(cell(page, 3, "original text")).toHaveValue("Half price today.");

  // "Show stale" from the toolbar's menu.
  await page.getByTestId("filter-menu").click();
  await page.getByRole("menuitemcheckbox", { name: /^Not reviewed/ }).click();
  await page.getByRole("menuitemcheckbox", { name: /^Out of date/ }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("filter-count")).toHaveText("Showing 1 of 4 blocks");
  await expect(cell(page, 3, "original text")).toBeVisible();
  await page.screenshot({ path: "test-results/translation-filter-laptop.png" });
  await context.close();
});

test("an empty translation offers earlier ones with their score and project, marked when they break the glossary", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser);
  await project(context.request, "Old letter", [
    { type: "HOOK", originalText: "Lose weight now.", es: "Adelgaza ya.", reviewed: true },
    { type: "LEAD", originalText: "Your new body starts today with us", es: "Tu nuevo cuerpo empieza hoy" },
  ]);
  const id = await project(context.request, "New letter", [
    { type: "HOOK", originalText: "Lose weight NOW!" },
    { type: "LEAD", originalText: "Your new body starts today with me" },
    // Translated already, so the translation column shows Spanish.
    { type: "CTA", originalText: "Click below.", es: "Haz clic abajo." },
  ]);
  // The writer's glossary says "weight" becomes "peso" in Spanish: the old translation breaks it.
  const term = await context.request.post("/api/glossary", {
    data: { term: "weight", translations: { es: "peso" } },
  });
  expect(term.ok()).toBe(true);

  const page = await context.newPage();
  await openEditor(page, id);
  await cell(page, 1, "translation").click();
  const offer = blockRow(page, 1).getByTestId("memory-suggestions");
  await expect(offer).toBeVisible({ timeout: 15_000 });
  const match = offer.getByTestId("memory-match");
  await expect(match).toHaveCount(1);
  await expect(match).toContainText("Adelgaza ya.");
  await expect(match).toContainText("100% match");
  await expect(match).toContainText("from Old letter");
  await expect(match.getByTestId("memory-glossary-warning")).toHaveText("Breaks the glossary: weight");

  // The fuzzy one, reached and inserted with the keyboard.
  await cell(page, 2, "translation").click();
  const fuzzy = blockRow(page, 2).getByTestId("memory-match");
  await expect(fuzzy).toContainText(/\d\d% match/, { timeout: 15_000 });
  await expect(fuzzy).not.toContainText("100%");
  await page.keyboard.press("Tab");
  await expect(fuzzy).toBeFocused();
  await page.screenshot({ path: "test-results/translation-memory-laptop.png" });
  await page.keyboard.press("Enter");
  await expect(cell(page, 2, "translation")).toHaveValue("Tu nuevo cuerpo empieza hoy");
  await expect(marker(page, 2)).toHaveText("Draft");
  await expect(blockRow(page, 2).getByTestId("memory-suggestions")).toHaveCount(0);
  // One undo step takes it out again.
  await page.keyboard.press("Control+z");
  await expect(cell(page, 2, "translation")).toHaveValue("");
  await context.close();
});

test("the translate dialog fills empty translations from 100% matches in one undoable step, and offers to redo only what is left", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser);
  await project(context.request, "Old letter", [
    { type: "HOOK", originalText: "Lose weight now.", es: "Adelgaza ya.", reviewed: true },
  ]);
  const id = await project(context.request, "New letter", [
    { type: "HOOK", originalText: "Lose weight, NOW!" },
    { type: "CTA", originalText: "Click below.", es: "Haz clic abajo." },
    { type: "LEAD", originalText: "A line nobody translated." },
  ]);
  const page = await context.newPage();
  await openEditor(page, id);
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Spanish", { exact: true }).click();
  await expect(dialog.getByTestId("translate-scope")).toContainText(
    "Only the 2 blocks out of date or missing",
  );
  await expect(dialog.getByTestId("translate-scope")).toContainText("All 3 blocks");
  const fill = dialog.getByRole("button", { name: "Fill 1 empty translation with 100% matches" });
  await expect(fill).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: "test-results/translation-fill-dialog.png" });
  await fill.click();
  await expect(page.getByText("1 translation filled from your memory")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cell(page, 1, "translation")).toHaveValue("Adelgaza ya.");
  await expect(marker(page, 1)).toHaveText("Draft");
  await expect(cell(page, 3, "translation")).toHaveValue("");
  // One step: a single undo takes the fill back.
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(cell(page, 1, "translation")).toHaveValue("");
  await context.close();
});

test("selected blocks are marked reviewed together, in one undo step", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser);
  const id = await project(context.request, "Carta da dieta", FOUR, { 2: "Half price today." });
  const page = await context.newPage();
  await openEditor(page, id);
  await page.getByLabel("Select block 1", { exact: true }).click();
  await page.getByLabel("Select block 4", { exact: true }).click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("selection-count")).toHaveText("4 blocks selected");
  // Block 1 is reviewed already and block 4 has no translation: two are left to mark.
  await page.getByRole("button", { name: "Mark 2 translations reviewed" }).click();
  await expect(page.getByText("2 translations marked reviewed")).toBeVisible();
  await expect(marker(page, 2)).toHaveText("Reviewed");
  await expect(marker(page, 3)).toHaveText("Reviewed");
  await expect(page.getByTestId("selection-review")).toHaveCount(0);
  await page.screenshot({ path: "test-results/translation-bulk-review.png" });
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(marker(page, 2)).toHaveText("Draft");
  await expect(marker(page, 3)).toHaveText("Out of date");
  await context.close();
});
