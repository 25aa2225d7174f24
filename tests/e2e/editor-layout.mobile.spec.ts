import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// On a phone the block rows are cards, the side panels are full-screen sheets, and the columns the
// writer hides stay hidden in the cards too.

const TEXTS = {
  "en-US": {
    structure: "Structure map",
    close: "Close",
    columns: "Columns",
    expansion: "Expansion/Creation",
  },
  "pt-BR": {
    structure: "Mapa da estrutura",
    close: "Fechar",
    columns: "Colunas",
    expansion: "Expansão/Criação",
  },
} as const;

for (const [locale, theme] of [
  ["en-US", "dark"],
  ["pt-BR", "light"],
] as const) {
  test(`panels are full-screen sheets and hidden columns stay hidden on a phone (${locale}, ${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale,
      colorScheme: theme,
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript((t) => window.localStorage.setItem("copyblocks-theme", t), theme);
    const page = await context.newPage();
    const words = TEXTS[locale];
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      data: { email: uniqueEmail("phone"), password: "segredo123", name: "Ana Redatora" },
    });
    expect(signUp.ok()).toBe(true);
    const created = await (await context.request.post("/api/projects", { data: { title: "Carta" } })).json();
    const saved = await context.request.put(`/api/projects/${created.id}/blocks`, {
      data: {
        baseVersion: created.version ?? 1,
        blocks: [
          { type: "CALL_TO_ACTION", originalText: "Clique no botão abaixo agora mesmo.", expansion: "" },
          { type: "GUARANTEE", originalText: "Trinta dias de garantia.", expansion: "" },
        ],
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`/project/${created.id}`);
    const table = page.getByTestId("block-table");
    await expect(table.locator('textarea[data-field="expansion"]')).toHaveCount(2, { timeout: 60_000 });
    mkdirSync("test-results/editor-layout", { recursive: true });

    // The type's full name wraps inside the card.
    const label = page.getByTestId("type-label").first();
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // The structure map covers the whole screen, with its close button in reach.
    await page.getByTestId("structure-toggle").click();
    const sheet = page.getByTestId("side-panels");
    await expect(sheet).toHaveAttribute("data-mode", "screen");
    const box = await sheet.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(sheet.getByRole("heading", { name: words.structure })).toBeVisible();
    await page.screenshot({ path: `test-results/editor-layout/phone-${locale}-${theme}-structure.png` });
    await sheet.getByRole("button", { name: words.close }).click();
    await expect(sheet).toHaveCount(0);

    // Hiding the expansion column takes it out of every card.
    await page.getByRole("button", { name: words.columns }).click();
    await page.getByRole("menuitemcheckbox", { name: words.expansion }).click();
    await page.keyboard.press("Escape");
    await expect(table.locator('textarea[data-field="expansion"]')).toHaveCount(0);
    await expect(table.locator('textarea[data-field="translation"]')).toHaveCount(2);
    await page.screenshot({ path: `test-results/editor-layout/phone-${locale}-${theme}-cards.png` });
    await context.close();
  });
}
