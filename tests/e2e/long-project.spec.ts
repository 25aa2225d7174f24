import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { blockRow, blockTable, cell, expectBlockCount, uniqueEmail } from "./helpers";

const BLOCKS = 2000;
// Saving and loading 2,000 blocks takes a while on a busy machine.
test.setTimeout(180_000);
const LOADED = { timeout: 60_000 };

/** A signed-up writer with a project of BLOCKS blocks, made through the API. */
async function longProject(context: BrowserContext) {
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("long"), password: "segredo123", name: "Lia Longa" },
  });
  expect(signUp.ok()).toBe(true);
  const created = await (
    await context.request.post("/api/projects", { data: { title: "Carta longa" } })
  ).json();
  const saved = await context.request.put(`/api/projects/${created.id}/blocks`, {
    data: {
      baseVersion: created.version,
      blocks: Array.from({ length: BLOCKS }, (_, i) => ({
        type: i % 5 === 0 ? "HOOK" : "PAIN_POINT",
        originalText: `Parágrafo ${i + 1}: você já sentiu que faz tudo certo e nada muda?`,
        // Some rows are taller than others, so heights must be measured, not assumed.
        expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco. ".repeat(6) : "",
      })),
    },
  });
  expect(saved.ok()).toBe(true);
  const body = (await saved.json()) as { blocks: { id: string }[] };
  return { id: created.id as string, blockIds: body.blocks.map((b) => b.id) };
}

/** How many block rows are in the DOM. */
const renderedRows = (page: Page) => blockTable(page).locator("[data-block-id]").count();

test("a 2,000-block project renders a window of rows, and the keyboard and Ctrl+S reach every block", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { id, blockIds } = await longProject(context);
  const page = await context.newPage();
  const projectReads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === `/api/projects/${id}`) {
      projectReads.push(request.url());
    }
  });
  await page.goto(`/project/${id}`);

  // Every block is counted, few are in the DOM, and each row says where it sits.
  await expect(blockTable(page)).toBeVisible(LOADED);
  await expectBlockCount(page, BLOCKS);
  await expect(cell(page, 1, "original text")).toHaveValue(/^Parágrafo 1:/);
  expect(await renderedRows(page)).toBeLessThan(40);
  await expect(blockRow(page, 1)).toHaveAttribute("data-block-id", blockIds[0]);
  await expect(page.getByRole("columnheader", { name: "Original" })).toBeVisible();
  await page.screenshot({ path: "test-results/long-project-1440.png" });

  // The editor opened on the project it loaded: it did not ask for it a second time.
  expect(projectReads).toHaveLength(1);

  // Ctrl+Alt+End goes to the last block, which was not rendered: it is now, in view and focused.
  // (Without Alt, Ctrl+End moves inside the text being written.)
  await cell(page, 1, "original text").click();
  await page.keyboard.press("Control+Alt+End");
  const last = cell(page, BLOCKS, "original text");
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(blockRow(page, BLOCKS)).toHaveAttribute("data-active", "true");
  await expect(blockRow(page, 1)).toHaveCount(0);
  expect(await renderedRows(page)).toBeLessThan(40);
  // The final copy below the table, left unbuilt while far from the window, is there once near.
  await expect(page.getByTestId("final-copy")).toContainText(`Parágrafo ${BLOCKS}: você já sentiu`);

  // Alt+↑ steps back one block, keeping the column; typing there and Ctrl+S save it.
  await page.keyboard.press("Alt+ArrowUp");
  const previous = cell(page, BLOCKS - 1, "original text");
  await expect(previous).toBeFocused();
  await page.keyboard.type("Editado no fim. ");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Your work has been saved")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);
  const stored = await (await context.request.get(`/api/projects/${id}/blocks`)).json();
  expect(stored.blocks[BLOCKS - 2].originalText).toContain("Editado no fim. ");
  await page.screenshot({ path: "test-results/long-project-end-1440.png" });

  // Ctrl+Alt+Home goes back to the first block.
  await page.keyboard.press("Control+Alt+Home");
  await expect(cell(page, 1, "original text")).toBeFocused();
  await expect(cell(page, 1, "original text")).toBeInViewport();

  // Removing a block far down and undoing it brings it back in its place.
  await page.goto(`/project/${id}?block=${blockIds[1499]}&field=expansion`);
  await expect(cell(page, 1500, "expansion")).toBeFocused(LOADED);
  await expect(cell(page, 1500, "expansion")).toBeInViewport();
  await page.getByRole("button", { name: "Remove block 1500" }).click();
  await expectBlockCount(page, BLOCKS - 1);
  await expect(cell(page, 1500, "original text")).toHaveValue(/^Parágrafo 1501:/);
  await expect(page.getByText("Block removed")).toBeVisible();
  await page.keyboard.press("Control+z");
  await expectBlockCount(page, BLOCKS);
  await expect(cell(page, 1500, "original text")).toHaveValue(/^Parágrafo 1500:/);
  await context.close();
});

test("on a phone the long project's cards are rendered a few at a time too", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const { id } = await longProject(context);
  const page = await context.newPage();
  await page.goto(`/project/${id}`);
  await expect(blockTable(page)).toBeVisible(LOADED);
  await expectBlockCount(page, BLOCKS);
  await expect(cell(page, 1, "original text")).toBeVisible();
  expect(await renderedRows(page)).toBeLessThan(20);
  await page.screenshot({ path: "test-results/long-project-390.png" });

  // Scrolling down by hand brings the next cards in.
  await page.mouse.wheel(0, 6000);
  await expect(blockTable(page).locator("[data-block-id]").first()).not.toHaveAttribute("aria-rowindex", "2");
  await page.screenshot({ path: "test-results/long-project-390-scrolled.png" });

  // Each card has its menu and no row buttons; turned into a wide window, the rows swap them.
  const rowButtons = blockTable(page).getByRole("button", { name: /^Move block \d+ up$/ });
  const rowMenus = blockTable(page).getByRole("button", { name: /^Block \d+ actions$/ });
  await expect(rowMenus.first()).toBeVisible();
  await expect(rowButtons).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(rowButtons.first()).toBeVisible();
  await expect(rowMenus).toHaveCount(0);
  await context.close();
});
