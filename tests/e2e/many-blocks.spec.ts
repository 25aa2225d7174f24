import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { blockTable, expectBlockCount, uniqueEmail } from "./helpers";

// Working on many blocks at once: filtering the table by type, selecting blocks and acting on the
// selection, splitting and merging blocks, and dragging a block by its handle.

export const LETTER = [
  { type: "HOOK", originalText: "Pare tudo e leia esta carta até o fim." },
  { type: "TESTIMONIAL", originalText: "Eu dormia mal havia dez anos." },
  { type: "PAIN_POINT", originalText: "Você acorda cansado todos os dias." },
  { type: "TESTIMONIAL", originalText: "Hoje acordo antes do despertador." },
  { type: "SOCIAL_PROOF", originalText: "Mais de doze mil pessoas já dormem melhor." },
  { type: "CALL_TO_ACTION", originalText: "Clique no botão abaixo." },
];

export async function openLetter(context: BrowserContext, page: Page) {
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
export async function shownNumbers(page: Page) {
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
