import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
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

/** The letter in a new laptop-sized window. */
async function openOnLaptop(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const projectId = await openLetter(context, page);
  return { context, page, projectId };
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

    // Alt+arrows go from row to row shown, past the blocks the filter hides.
    await blockTable(page).locator('[data-field="originalText"]').nth(1).click();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(blockTable(page).locator('[data-field="originalText"]').nth(2)).toBeFocused();
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
/** The letter's texts in the order of `indexes`. */
const inOrder = (...indexes: number[]) => indexes.map((i) => texts[i]);

/** The project's texts as the server saved them, in order. */
async function savedTexts(context: BrowserContext, projectId: string) {
  const saved = await (await context.request.get(`/api/projects/${projectId}/blocks`)).json();
  return saved.blocks.map((b: { originalText: string }) => b.originalText);
}

test("blocks are selected by click, shift-click and keys, and changed, moved and deleted together", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page, projectId } = await openOnLaptop(browser);
  const patches: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().includes("/blocks")) patches.push(request.url());
  });

  await page.getByLabel("Select block 2", { exact: true }).click();
  await page.getByLabel("Select block 4", { exact: true }).click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("selection-count")).toHaveText("3 blocks selected");
  await expect(blockTable(page).locator("[data-selected]")).toHaveCount(3);
  // Each box shows its block's state, the one just clicked too.
  for (const n of [2, 3, 4])
    await expect(page.getByLabel(`Select block ${n}`, { exact: true })).toBeChecked();
  await expect(page.getByLabel("Select block 5", { exact: true })).not.toBeChecked();

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

test("a filter that hides selected blocks leaves them out of a bulk delete", async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await openOnLaptop(browser);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Control+a");
  await expect(page.getByTestId("selection-count")).toHaveText("6 blocks selected");

  await page.getByTestId("filter-menu").click();
  await page.getByRole("menuitemcheckbox", { name: /Personal Testimonial/ }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("filter-count")).toHaveText("Showing 2 of 6 blocks");
  await expect(page.getByTestId("selection-count")).toHaveText("2 blocks selected");

  await page.getByTestId("selection-bar").getByRole("button", { name: "Delete" }).click();
  await page.getByTestId("filter-bar").getByRole("button", { name: "Clear filters" }).click();
  await expectBlockCount(page, 4);
  await expect(blockTable(page).getByTestId("type-label")).toHaveText([
    "Big Promise / Hook",
    "Pain Point Agitation",
    "Social Proof",
    "Final Call to Action",
  ]);
  await context.close();
});

test("under a filter, a move passes the hidden blocks: each press moves the row on screen", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page, projectId } = await openOnLaptop(browser);
  await page.getByTestId("filter-menu").click();
  await page.getByRole("menuitemcheckbox", { name: /Personal Testimonial/ }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("filter-count")).toHaveText("Showing 2 of 6 blocks");

  // A row's own buttons follow the rows shown: the first shown cannot go up, the last not down,
  // and a press passes the hidden pain line. Undo puts it back for the selection's turn.
  await expect(page.getByRole("button", { name: "Move block 2 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move block 4 down" })).toBeDisabled();
  await page.getByRole("button", { name: "Move block 2 down" }).click();
  await expect.poll(() => shownTexts(page)).toEqual(inOrder(3, 1));
  await page.locator("body").press("Control+z");
  await expect.poll(() => shownTexts(page)).toEqual(inOrder(1, 3));

  // The second testimonial (block 4) goes up past the pain line the filter hides and the first
  // testimonial, in one press.
  await page.getByLabel("Select block 4", { exact: true }).click();
  await page.getByTestId("selection-bar").getByRole("button", { name: "Move up" }).click();
  await expect.poll(() => shownTexts(page)).toEqual(inOrder(3, 1));
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  expect(await savedTexts(context, projectId)).toEqual(inOrder(0, 3, 1, 2, 4, 5));
  // At the top of the rows shown it stays, whatever the filter hides above it.
  await page.getByTestId("selection-bar").getByRole("button", { name: "Move up" }).click();
  await page.getByTestId("filter-bar").getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => shownTexts(page)).toEqual(inOrder(0, 3, 1, 2, 4, 5));
  await context.close();
});

test("a selection moves to a numbered position, and a position out of range is refused", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page, projectId } = await openOnLaptop(browser);
  await page.getByLabel("Select block 6", { exact: true }).click();
  await page.getByTestId("selection-move-to").click();
  const position = page.getByLabel("Position (1 to 6)");
  await expect(position).toBeFocused();
  await position.fill("9");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter a whole number from 1 to 6." }),
  ).toBeVisible();
  await expect.poll(() => shownTexts(page)).toEqual(texts);

  await position.fill("2");
  await page.keyboard.press("Enter");
  await expect.poll(() => shownTexts(page)).toEqual(inOrder(0, 5, 1, 2, 3, 4));
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  expect(await savedTexts(context, projectId)).toEqual(inOrder(0, 5, 1, 2, 3, 4));
  // One undo step takes it back.
  await page.locator("body").press("Control+z");
  await expect.poll(() => shownTexts(page)).toEqual(texts);
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

for (const locale of ["en-US", "pt-BR"] as const) {
  test(`a block splits at the caret and merges with the next, each one undo step (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const page = await context.newPage();
    await openLetter(context, page);
    const original = (n: number) =>
      blockTable(page)
        .locator('[data-field="originalText"]')
        .nth(n - 1);

    // "Eu dormia mal havia dez anos." cut after "mal".
    await original(2).click();
    await original(2).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(13, 13));
    await page.keyboard.press("Control+Shift+S");
    await expectBlockCount(page, 7);
    await expect(original(2)).toHaveValue("Eu dormia mal");
    await expect(original(3)).toHaveValue("havia dez anos.");
    await expect(original(3)).toBeFocused();
    const types = blockTable(page).getByTestId("type-label");
    await expect(types.nth(2)).toHaveText((await types.nth(1).textContent()) ?? "");

    // Merging them back joins the cut sentence with a space.
    await original(2).click();
    await page.keyboard.press("Control+Shift+M");
    await expectBlockCount(page, 6);
    await expect(original(2)).toHaveValue(LETTER[1].originalText);
    // Two whole sentences join as paragraphs.
    await page.keyboard.press("Control+Shift+M");
    await expectBlockCount(page, 5);
    await expect(original(2)).toHaveValue(`${LETTER[1].originalText}\n\n${LETTER[2].originalText}`);
    await page.locator("body").press("Control+z");
    await expectBlockCount(page, 6);
    await page.locator("body").press("Control+z");
    await expectBlockCount(page, 7);
    await page.locator("body").press("Control+z");
    await expectBlockCount(page, 6);
    await expect(original(2)).toHaveValue(LETTER[1].originalText);

    // Both are in the shortcut help, in the interface language.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("?");
    const help = page.getByRole("dialog");
    await expect(help).toContainText("Ctrl+Shift+S");
    await expect(help).toContainText("Ctrl+Shift+M");
    await expect(help).toContainText(
      locale === "en-US" ? "Split the block at the caret" : "Dividir o bloco no cursor",
    );
    await context.close();
  });
}

/** The pointer's place on a row's drag handle (centre), and on a row's lower or upper part. */
async function centre(locator: import("@playwright/test").Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test("a block is dragged by its handle to another place", async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, projectId } = await openOnLaptop(browser);
  const from = await centre(page.getByLabel(/^Drag block 1 /));
  const to = await centre(blockTable(page).locator('[aria-rowindex="4"]'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 20, { steps: 3 });
  // The lower half of block 3: the block lands after it.
  await page.mouse.move(to.x, to.box.y + to.box.height * 0.75, { steps: 8 });
  await expect(blockTable(page).locator('[data-drop="after"]')).toHaveCount(1);
  await page.mouse.up();
  await expect
    .poll(() => shownTexts(page))
    .toEqual([texts[1], texts[2], texts[0], texts[3], texts[4], texts[5]]);
  await expect(blockTable(page).locator("[data-drop]")).toHaveCount(0);
  // The keyboard on the handle moves it back.
  await page.getByLabel(/^Drag block 3 /).focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect.poll(() => shownTexts(page)).toEqual(texts);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });
  const saved = await (await context.request.get(`/api/projects/${projectId}/blocks`)).json();
  expect(saved.blocks.map((b: { originalText: string }) => b.originalText)).toEqual(texts);
  await context.close();
});

test("a phone drags a block with a finger", async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openLetter(context, page);
  const from = await centre(page.getByLabel(/^Drag block 2 /));
  const to = await centre(blockTable(page).locator('[aria-rowindex="2"]'));
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  await touch("touchStart", from.x, from.y);
  const target = to.box.y + to.box.height * 0.25;
  for (let step = 1; step <= 8; step++)
    await touch("touchMove", from.x, from.y + ((target - from.y) * step) / 8);
  await expect(blockTable(page).locator('[data-drop="before"]')).toHaveCount(1);
  await touch("touchEnd", from.x, target);
  await expect
    .poll(() => shownTexts(page))
    .toEqual([texts[1], texts[0], texts[2], texts[3], texts[4], texts[5]]);
  await context.close();
});

for (const [width, height, locale, theme] of [
  [1440, 900, "en-US", "light"],
  [390, 844, "pt-BR", "dark"],
] as const) {
  test(`a filtered table with a selection, looked at (${width}, ${locale}, ${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({
      viewport: { width, height },
      locale,
      colorScheme: theme,
      ...(width < 500 && { hasTouch: true, isMobile: true }),
    });
    await context.addInitScript((t) => window.localStorage.setItem("copyblocks-theme", t), theme);
    const page = await context.newPage();
    await openLetter(context, page);
    await page.getByTestId("filter-menu").click();
    await page.getByRole("menuitemcheckbox").nth(0).click();
    await page.getByRole("menuitemcheckbox").nth(1).click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-count")).toHaveText(/3/);
    await blockTable(page).locator('[data-field="select"]').nth(0).click();
    await blockTable(page)
      .locator('[data-field="select"]')
      .nth(2)
      .click({ modifiers: ["Shift"] });
    await expect(page.getByTestId("selection-count")).toHaveText(/3/);
    // Nothing in the bars spills past the window.
    for (const bar of ["filter-bar", "selection-bar"]) {
      const box = await page.getByTestId(bar).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    await page.screenshot({
      path: `test-results/many-blocks/${width}-${locale}-${theme}.png`,
      fullPage: true,
    });
    await context.close();
  });
}
