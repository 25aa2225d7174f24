import { mkdirSync, writeFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// The block table as a place to write: room for the text columns with no panel, one and two panels
// open, columns resized and hidden (kept per user), and a structure map that reads well.

const LETTER = [
  { type: "PATTERN_INTERRUPT", originalText: "Pare tudo o que está fazendo e leia esta carta até o fim." },
  {
    type: "PAIN_POINT",
    originalText: "Você acorda cansado todos os dias, mesmo depois de oito horas na cama.",
  },
  { type: "PAIN_POINT", originalText: "E o café já não faz efeito depois do almoço." },
  {
    type: "MECHANISM_INTRO",
    originalText: "O problema não é o quanto você dorme, é como o seu corpo desliga.",
  },
  { type: "SOCIAL_PROOF", originalText: "Mais de doze mil pessoas já dormem melhor com este método." },
  { type: "CALL_TO_ACTION", originalText: "Clique no botão abaixo e garanta o seu acesso com desconto." },
];

const TEXTS = {
  "en-US": {
    original: "Original Text",
    interrupt: "Pattern Interrupt",
    pain: "Pain Point Agitation",
    blocks2: "2 blocks",
  },
  "pt-BR": {
    original: "Texto Original",
    interrupt: "Interrupção de Padrão",
    pain: "Agitação do Ponto de Dor",
    blocks2: "2 blocos",
  },
} as const;

async function signUpWithLetter(context: BrowserContext) {
  const request = context.request;
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("layout"), password: "segredo123", name: "Ana Redatora" },
  });
  expect(signUp.ok()).toBe(true);
  const created = await (await request.post("/api/projects", { data: { title: "Carta do sono" } })).json();
  const saved = await request.put(`/api/projects/${created.id}/blocks`, {
    data: {
      baseVersion: created.version ?? 1,
      blocks: LETTER.map((b) => ({ ...b, translation: "", expansion: "" })),
    },
  });
  expect(saved.status()).toBe(200);
  return created.id as string;
}

/** The widths (px) of the table's shown text columns, from their header cells. */
async function textColumnWidths(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="block-table"] [role="columnheader"][data-column]',
      ),
    ]
      .filter((cell) => cell.dataset.column !== "type")
      .map((cell) => Math.round(cell.getBoundingClientRect().width)),
  );
}

async function openStructure(page: Page) {
  await page.getByTestId("structure-toggle").click();
  await expect(page.getByTestId("structure-map")).toBeVisible();
}

async function toggleComments(page: Page) {
  await page.locator("body").press("Control+/");
}

const measured: Record<string, number[]> = {};

for (const [locale, theme] of [
  ["en-US", "light"],
  ["pt-BR", "dark"],
] as const) {
  test(`the text columns keep their room with panels open (1440 and 1920, ${locale}, ${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale,
      colorScheme: theme,
    });
    await context.addInitScript((t) => window.localStorage.setItem("copyblocks-theme", t), theme);
    const page = await context.newPage();
    // A fresh load names no catalog key the first pages' texts lack (the header's search did).
    const missing: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Missing interface text")) missing.push(message.text());
    });
    const words = TEXTS[locale];
    const projectId = await signUpWithLetter(context);
    await page.goto(`/project/${projectId}`);
    const table = page.getByTestId("block-table");
    // A loaded machine takes a while to open the editor the first time.
    await expect(table.getByRole("columnheader", { name: words.original })).toBeVisible({ timeout: 60_000 });
    const shots = `test-results/editor-layout/${locale}-${theme}`;
    mkdirSync(shots, { recursive: true });

    // No panel: the window's width goes to the text, each column has room for ~45 characters.
    const none = await textColumnWidths(page);
    expect(none).toHaveLength(3);
    for (const width of none) expect(width).toBeGreaterThanOrEqual(340);
    // Long type names wrap inside the type column rather than being cut.
    const label = page.getByTestId("type-label").first();
    await expect(label).toHaveText(words.interrupt);
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // One panel, then two: no text column goes below 300 px.
    await toggleComments(page);
    await expect(page.locator('[data-panel="comments"]')).toBeVisible();
    const one = await textColumnWidths(page);
    for (const width of one) expect(width).toBeGreaterThanOrEqual(300);
    await openStructure(page);
    const two = await textColumnWidths(page);
    for (const width of two) expect(width).toBeGreaterThanOrEqual(300);
    await page.screenshot({ path: `${shots}/1440-two-panels.png` });
    measured[`${locale} 1440`] = [...none, ...one, ...two];

    // The structure map: full type names, counts that read well, a list as tall as the panel, and
    // the section of the block being written in marked as the writer moves.
    const map = page.getByTestId("structure-map");
    const sections = map.getByTestId("structure-sections");
    await expect(sections.getByRole("button").first()).toContainText(words.interrupt);
    await expect(map.getByRole("navigation").getByRole("button").nth(1)).toHaveAttribute(
      "aria-label",
      new RegExp(`^${words.pain}: ${words.blocks2},`),
    );
    await table
      .getByRole("textbox")
      .nth(3 * 2)
      .click();
    await expect(sections.locator('[aria-current="true"]')).toContainText(words.pain);

    // A wide screen docks both panels, and the text still has more room than on the laptop.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page.getByTestId("side-panels")).toHaveAttribute("data-mode", "docked");
    const wideTwo = await textColumnWidths(page);
    for (const width of wideTwo) expect(width).toBeGreaterThanOrEqual(340);
    await page.screenshot({ path: `${shots}/1920-two-panels.png` });
    await toggleComments(page);
    const wideOne = await textColumnWidths(page);
    await page.getByTestId("structure-toggle").click();
    await expect(page.getByTestId("side-panels")).toHaveCount(0);
    const wideNone = await textColumnWidths(page);
    measured[`${locale} 1920`] = [...wideNone, ...wideOne, ...wideTwo];
    await page.setViewportSize({ width: 1440, height: 900 });

    // The focus layout: the original and the translation only, and a panel docks beside them.
    await page.getByTestId("columns-menu").click();
    await page.getByRole("menuitemradio").nth(1).click();
    await page.keyboard.press("Escape");
    await expect(table).toHaveAttribute("data-columns", "originalText translation");
    await openStructure(page);
    await expect(page.getByTestId("side-panels")).toHaveAttribute("data-mode", "docked");
    for (const width of await textColumnWidths(page)) expect(width).toBeGreaterThanOrEqual(300);
    await page.screenshot({ path: `${shots}/1440-focus-structure.png` });
    await page.getByTestId("structure-toggle").click();

    // Dragging the original's edge widens it; the layout is still there after a reload.
    const before = (await textColumnWidths(page))[0];
    const handle = await page.getByTestId("resize-originalText").boundingBox();
    if (!handle) throw new Error("no resize handle");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 60, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.move(handle.x + 100, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await textColumnWidths(page))[0]).toBeGreaterThan(before + 80);
    const after = (await textColumnWidths(page))[0];
    await page.reload();
    await expect(table).toHaveAttribute("data-columns", "originalText translation", { timeout: 60_000 });
    expect((await textColumnWidths(page))[0]).toBe(after);
    // The arrow keys move the edge too, and Delete gives the column its own width back.
    await page.getByTestId("resize-originalText").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await textColumnWidths(page))[0]).toBeLessThan(after);
    await page.keyboard.press("Delete");
    await page.getByTestId("columns-menu").click();
    await page.getByRole("menuitemradio").first().click();
    await page.keyboard.press("Escape");
    await expect(table).toHaveAttribute("data-columns", "originalText translation expansion");
    expect(missing).toEqual([]);

    // A toast covers neither the header's search nor the toolbar.
    await page.keyboard.press("Control+s");
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    for (const target of [page.getByTestId("search-button"), page.getByTestId("columns-menu")]) {
      const box = await target.boundingBox();
      if (!toastBox || !box) throw new Error("nothing to compare");
      expect(toastBox.y > box.y + box.height || toastBox.y + toastBox.height < box.y).toBe(true);
    }
    await context.close();
  });
}

test.afterAll(() => {
  if (Object.keys(measured).length === 0) return;
  mkdirSync("test-results/editor-layout", { recursive: true });
  writeFileSync("test-results/editor-layout/widths.json", JSON.stringify(measured, null, 2));
});
