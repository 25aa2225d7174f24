import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { blockTable, expectBlockCount, uniqueEmail } from "./helpers";

// Working on many blocks at once: filtering the table by type, selecting blocks and acting on the
// selection, splitting and merging blocks, and dragging a block by its handle.

const LETTER = [
  { type: "HOOK", originalText: "Pare tudo e leia esta carta até o fim." },
  { type: "TESTIMONIAL", originalText: "Eu dormia mal havia dez anos." },
  { type: "PAIN_POINT", originalText: "Você acorda cansado todos os dias." },
  { type: "TESTIMONIAL", originalText: "Hoje acordo antes do despertador." },
  { type: "SOCIAL_PROOF", originalText: "Mais de doze mil pessoas já dormem melhor." },
  { type: "CALL_TO_ACTION", originalText: "Clique no botão abaixo." },
];

async function openLetter(context: BrowserContext, page: Page) {
  const request = context.request;
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("many"), password: "segredo123", name: "Ana Redatora" },
  });
  expect(signUp.ok()).toBe(true);
  const created = await (await request.post("/api/projects", { data: { title: "Carta" } })).json();
  const saved = await request.put(`/api/projects/${created.id}/blocks`, {
    data: {
      baseVersion: created.version ?? 1,
      blocks: LETTER.map((b) => ({ ...b, translation: "", expansion: "" })),
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/project/${created.id}`);
  await expect(blockTable(page).locator("[data-block-id]").first()).toBeVisible({ timeout: 60_000 });
  return created.id as string;
}

/** The numbers (#n) of the rows the table shows, in order. */
async function shownNumbers(page: Page) {
  return blockTable(page)
    .locator("[data-block-id]")
    .evaluateAll((rows) =>
      rows
        .map((row) => Number(row.getAttribute("aria-rowindex")) - 1)
        .sort((a, b) => a - b)
        .map((i) => rows.find((r) => Number(r.getAttribute("aria-rowindex")) - 1 === i))
        .map((row) => Number(/#(\d+)/.exec(row?.textContent ?? "")?.[1])),
    );
}

const FILTER_TEXTS = {
  "en-US": {
    testimonial: "Personal Testimonial",
    hook: "Big Promise / Hook",
    two: "Showing 2 of 6 blocks",
    three: "Showing 3 of 6 blocks",
    clear: "Clear filters",
  },
  "pt-BR": {
    testimonial: "Testemunho Pessoal",
    hook: "Promessa Grande / Gancho",
    two: "Mostrando 2 de 6 blocos",
    three: "Mostrando 3 de 6 blocos",
    clear: "Limpar filtros",
  },
} as const;

for (const locale of ["en-US", "pt-BR"] as const) {
  test(`the table filters by type and says how many blocks it shows (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const page = await context.newPage();
    const words = FILTER_TEXTS[locale];
    await openLetter(context, page);

    await page.getByTestId("filter-menu").click();
    await page.getByRole("menuitemcheckbox", { name: new RegExp(words.testimonial) }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-count")).toHaveText(words.two);
    await expect.poll(() => shownNumbers(page)).toEqual([2, 4]);
    await expectBlockCount(page, 2);

    // A second type widens the filter.
    await page.getByTestId("filter-menu").click();
    await page.getByRole("menuitemcheckbox", { name: new RegExp(words.hook) }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-count")).toHaveText(words.three);
    await expect.poll(() => shownNumbers(page)).toEqual([1, 2, 4]);

    // A block re-typed while filtered stays in view until the filter changes.
    const type = blockTable(page).locator("select").first();
    await type.focus();
    await type.selectOption("BONUS");
    await expect.poll(() => shownNumbers(page)).toEqual([1, 2, 4]);

    await page.getByTestId("filter-bar").getByRole("button", { name: words.clear }).click();
    await expect(page.getByTestId("filter-bar")).toHaveCount(0);
    await expectBlockCount(page, 6);
    await context.close();
  });
}

/** The original texts of the rows shown, in order. */
async function shownTexts(page: Page) {
  return blockTable(page)
    .locator("[data-block-id]")
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => Number(a.getAttribute("aria-rowindex")) - Number(b.getAttribute("aria-rowindex")))
        .map((row) => row.querySelector<HTMLTextAreaElement>('[data-field="originalText"]')?.value ?? ""),
    );
}

const texts = LETTER.map((b) => b.originalText);

test("blocks are selected by click, shift-click and keys, and changed, moved and deleted together", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const projectId = await openLetter(context, page);
  const patches: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().includes("/blocks")) patches.push(request.url());
  });

  await page.getByLabel("Select block 2", { exact: true }).click();
  await page.getByLabel("Select block 4", { exact: true }).click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("selection-count")).toHaveText("3 blocks selected");
  await expect(blockTable(page).locator("[data-selected]")).toHaveCount(3);

  // Change type: one step, one save.
  await page.getByTestId("selection-type").selectOption("BONUS");
  await expect(blockTable(page).getByTestId("type-label")).toHaveText([
    "Big Promise / Hook",
    "Bonus",
    "Bonus",
    "Bonus",
    "Social Proof",
    "Final Call to Action",
  ]);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  expect(patches).toHaveLength(1);
  const saved = await (await context.request.get(`/api/projects/${projectId}/blocks`)).json();
  expect(saved.blocks.map((b: { type: string }) => b.type)).toEqual([
    "HOOK",
    "BONUS",
    "BONUS",
    "BONUS",
    "SOCIAL_PROOF",
    "CALL_TO_ACTION",
  ]);

  // Move down together, then undo in one step.
  await page.getByTestId("selection-bar").getByRole("button", { name: "Move down" }).click();
  await expect
    .poll(() => shownTexts(page))
    .toEqual([texts[0], texts[4], texts[1], texts[2], texts[3], texts[5]]);
  await page.locator("body").press("Control+z");
  await expect.poll(() => shownTexts(page)).toEqual(texts);
  await page.locator("body").press("Control+z");
  await expect(blockTable(page).getByTestId("type-label").nth(1)).toHaveText("Personal Testimonial");

  // Delete the three, then bring them back with one undo.
  await page.getByTestId("selection-bar").getByRole("button", { name: "Delete" }).click();
  await expectBlockCount(page, 3);
  await expect(page.getByTestId("selection-bar")).toHaveCount(0);
  await page.locator("body").press("Control+z");
  await expectBlockCount(page, 6);
  await expect.poll(() => shownTexts(page)).toEqual(texts);

  // The keyboard: Space and Shift+arrows on a row's check box, Ctrl+A outside a text, Esc.
  const first = page.getByLabel("Select block 1", { exact: true });
  await first.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(page.getByTestId("selection-count")).toHaveText("3 blocks selected");
  await expect(page.getByLabel("Select block 3", { exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("selection-bar")).toHaveCount(0);
  await page.keyboard.press("Control+a");
  await expect(page.getByTestId("selection-count")).toHaveText("6 blocks selected");
  // Inside a text Ctrl+A selects its words, not the blocks.
  await page.keyboard.press("Escape");
  await page.getByLabel("Block 1 original text", { exact: true }).click();
  await page.keyboard.press("Control+a");
  await expect(page.getByTestId("selection-bar")).toHaveCount(0);
  await context.close();
});

test("a phone selects blocks and deletes them in Portuguese", async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openLetter(context, page);
  await page.getByLabel("Selecionar o bloco 1", { exact: true }).tap();
  await page.getByLabel("Selecionar o bloco 2", { exact: true }).tap();
  await expect(page.getByTestId("selection-count")).toHaveText("2 blocos selecionados");
  const bar = await page.getByTestId("selection-bar").boundingBox();
  expect(bar && bar.x + bar.width).toBeLessThanOrEqual(390);
  await page.getByTestId("selection-bar").getByRole("button", { name: "Excluir" }).tap();
  await expectBlockCount(page, 4);
  await expect(page.getByText("2 blocos excluídos")).toBeVisible();
  await context.close();
});
