import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { blockRow, cell, expectBlockCount, scrollToBlock, signUp, uniqueEmail } from "./helpers";

// The editor's own find and replace (Ctrl+F / Ctrl+H): it sees every block, counts and moves
// between matches, replaces one or all, and a replace-all is one undo step and one version.

type BlockSeed = { originalText: string; expansion?: string };

/** A project with the given blocks, made through the API with the page's session. */
async function projectWith(request: APIRequestContext, title: string, blocks: BlockSeed[]) {
  const created = await (await request.post("/api/projects", { data: { title } })).json();
  const saved = await request.put(`/api/projects/${created.id}/blocks`, {
    data: {
      baseVersion: created.version ?? 1,
      blocks: blocks.map((b) => ({ type: "HOOK", expansion: "", ...b })),
    },
  });
  expect(saved.status()).toBe(200);
  return created.id as string;
}

const filler = (n: number): BlockSeed => ({
  originalText: `Parágrafo de enchimento número ${n}, sem nada a procurar.`,
});

/** 40 blocks: "ação" in some spelling in blocks 1 (twice), 20 and 40 (twice, once inside "reação"). */
function letter(): BlockSeed[] {
  const blocks = Array.from({ length: 40 }, (_, i) => filler(i + 1));
  blocks[0] = { originalText: "A ação começa agora.", expansion: "Mais ação, menos espera." };
  blocks[19] = { originalText: "Sem acao, nada acontece." };
  blocks[39] = { originalText: "AÇÃO final: reação em cadeia." };
  return blocks;
}

const findBar = (page: Page) => page.locator("[data-find-bar]");

/** The table renders only the rows near the window: scroll to block n, then read its cell. */
async function cellAt(page: Page, n: number, what: "original text" | "expansion" = "original text") {
  await scrollToBlock(page, n);
  return cell(page, n, what);
}
const count = (page: Page) => page.getByTestId("find-count");

test("Ctrl+F finds in every block, Ctrl+H replaces one and all, Ctrl+Z undoes a replace-all at once", async ({
  page,
}) => {
  // About 50 s in CI, close to the default 60 s: in a slow minute it ran out of it twice.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page);
  const id = await projectWith(page.request, "Carta da ação", letter());
  await page.goto(`/project/${id}`);
  await expect(cell(page, 1, "original text")).toHaveValue("A ação começa agora.", { timeout: 30_000 });
  await expectBlockCount(page, 40);

  await page.keyboard.press("Control+f");
  const bar = findBar(page);
  const findBox = bar.getByRole("textbox", { name: "Find" });
  await expect(findBox).toBeFocused();
  await findBox.fill("acao");
  await expect(count(page)).toHaveText("1 of 5");
  await bar.getByRole("button", { name: "Whole words" }).click();
  await expect(count(page)).toHaveText("1 of 4");
  await findBox.focus();

  // Enter moves from match to match; the focus stays in the box.
  await page.keyboard.press("Enter");
  await expect(count(page)).toHaveText("1 of 4");
  await page.keyboard.press("Enter");
  await expect(count(page)).toHaveText("2 of 4");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(count(page)).toHaveText("4 of 4");
  await expect(findBox).toBeFocused();
  // The last block was far below the fold: it is scrolled to, its match marked.
  const last = blockRow(page, 40);
  await expect(last.locator("mark[data-find-current]")).toHaveText("AÇÃO");
  await expect(last.locator("mark[data-find-current]")).toBeInViewport();
  await page.keyboard.press("Shift+Enter");
  await expect(count(page)).toHaveText("3 of 4");
  await page.keyboard.press("F3");
  await expect(count(page)).toHaveText("4 of 4");

  // Ctrl+H: the replace box, with the query already there.
  await page.keyboard.press("Control+h");
  const replaceBox = bar.getByRole("textbox", { name: "Replace with" });
  await expect(replaceBox).toBeFocused();
  await replaceBox.fill("oferta");
  await page.screenshot({ path: "test-results/find-replace-1440.png" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "test-results/find-replace-1440-dark.png" });
  await page.emulateMedia({ colorScheme: "light" });

  // Enter in the replace box replaces the current match and moves on (wrapping to the first).
  await page.keyboard.press("Enter");
  await expect(count(page)).toHaveText("1 of 3");
  await expect(await cellAt(page, 40)).toHaveValue("oferta final: reação em cadeia.");

  await bar.getByRole("button", { name: "Replace all" }).click();
  await expect(page.getByText("Replaced 3 matches")).toBeVisible();
  await expect(count(page)).toHaveText("No results");
  await expect(await cellAt(page, 1)).toHaveValue("A oferta começa agora.");
  await expect(cell(page, 1, "expansion")).toHaveValue("Mais oferta, menos espera.");
  await expect(await cellAt(page, 20)).toHaveValue("Sem oferta, nada acontece.");

  // One undo takes back the whole replace-all, and only it.
  await page.keyboard.press("Control+z");
  await expect(count(page)).toHaveText("1 of 3");
  await expect(await cellAt(page, 1)).toHaveValue("A ação começa agora.");
  await expect(cell(page, 1, "expansion")).toHaveValue("Mais ação, menos espera.");
  await expect(await cellAt(page, 20)).toHaveValue("Sem acao, nada acontece.");
  await expect(await cellAt(page, 40)).toHaveValue("oferta final: reação em cadeia.");
  await page.keyboard.press("Control+Shift+z");
  await expect(await cellAt(page, 20)).toHaveValue("Sem oferta, nada acontece.");

  // Escape closes the bar and gives the focus back.
  await page.keyboard.press("Escape");
  await expect(bar).toBeHidden();
  await expect(page.locator("mark")).toHaveCount(0);

  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);
  await page.reload();
  await expect(cell(page, 1, "original text")).toHaveValue("A oferta começa agora.");
  await expect(cell(page, 1, "expansion")).toHaveValue("Mais oferta, menos espera.");
  await expect(await cellAt(page, 20)).toHaveValue("Sem oferta, nada acontece.");
  await expect(await cellAt(page, 40)).toHaveValue("oferta final: reação em cadeia.");

  // The replace-all is its own entry in the version history.
  await page.getByRole("button", { name: "History" }).click();
  const versions = page.getByTestId("history-panel").getByTestId("history-version");
  await expect(versions.filter({ hasText: "Find and replace" })).toHaveCount(1);
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    hasTouch: true,
    isMobile: true,
  });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("find"), password: "segredo123", name: "Rita Redatora" },
  });
  expect(res.ok()).toBe(true);
  return { context, page: await context.newPage() };
}

test("find and replace on a phone, in Portuguese", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  const id = await projectWith(page.request, "Oferta no celular", letter());
  await page.goto(`/project/${id}`);
  await expect(page.getByLabel("Texto original do bloco 1", { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole("button", { name: "Localizar e substituir (Ctrl+F, Ctrl+H)" }).tap();
  const bar = findBar(page);
  await expect(bar).toBeVisible();
  await bar.getByRole("textbox", { name: "Localizar" }).fill("ação");
  await expect(count(page)).toHaveText("1 de 5");
  await bar.getByRole("button", { name: "Próxima ocorrência (Enter)" }).tap();
  await bar.getByRole("button", { name: "Próxima ocorrência (Enter)" }).tap();
  await expect(count(page)).toHaveText("2 de 5");
  await expect(page.locator("mark[data-find-current]")).toBeInViewport();
  await bar.getByRole("textbox", { name: "Substituir por" }).fill("promoção");
  // The bar fits the screen.
  const box = await bar.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: "test-results/find-replace-390.png" });

  await bar.getByRole("button", { name: "Substituir tudo" }).tap();
  await expect(page.getByText("5 ocorrências substituídas")).toBeVisible();
  await expect(count(page)).toHaveText("Nenhum resultado");
  await scrollToBlock(page, 40);
  await expect(page.getByLabel("Texto original do bloco 40", { exact: true })).toHaveValue(
    "promoção final: repromoção em cadeia.",
  );
  await bar.getByRole("button", { name: "Fechar (Esc)" }).tap();
  await expect(bar).toBeHidden();
  await context.close();
});
