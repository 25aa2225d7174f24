import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// The Translation page: the empty state, then a project's counts per language with a link into the
// editor, and the memory's size; in English on a laptop and in Portuguese on a phone.

async function signedIn(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale, viewport });
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("translation"), password: "segredo123", name: "Tina Tradutora" },
  });
  expect(res.ok()).toBe(true);
  return context;
}

/** A project with four blocks: Spanish reviewed, draft, out of date (its original edited) and missing. */
async function translatedProject(request: APIRequestContext) {
  const created = await request.post("/api/projects", { data: { title: "Carta da dieta", niche: "Saúde" } });
  const { id } = await created.json();
  const put = await request.put(`/api/projects/${id}/blocks`, {
    data: {
      baseVersion: 1,
      blocks: [
        {
          type: "HOOK",
          originalText: "Lose weight now.",
          translations: { es: "Adelgaza ya." },
          translationStatus: { es: "reviewed" },
        },
        { type: "LEAD", originalText: "Read on.", translations: { es: "Sigue leyendo." } },
        { type: "OFFER", originalText: "Half price.", translations: { es: "Mitad de precio." } },
        { type: "CTA", originalText: "Click below." },
      ],
    },
  });
  const saved = await put.json();
  const blocks = saved.blocks.map((b: { originalText: string }, i: number) =>
    i === 2 ? { ...b, originalText: "Half price today." } : b,
  );
  const edited = await request.put(`/api/projects/${id}/blocks`, {
    data: { baseVersion: saved.version, blocks },
  });
  expect(edited.ok()).toBe(true);
  return id as string;
}

test("the Translation page shows each language's progress and links into the editor (English, laptop)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await signedIn(browser, "en-US", { width: 1440, height: 900 });
  const page = await context.newPage();
  await page.goto("/translation");
  await expect(page.getByRole("heading", { name: "No translations yet" })).toBeVisible({ timeout: 30_000 });

  const id = await translatedProject(context.request);
  await page.reload();
  const card = page.getByTestId("translation-project");
  await expect(card.getByRole("heading", { name: "Carta da dieta" })).toBeVisible({ timeout: 30_000 });
  const spanish = card.getByTestId("language-es");
  await expect(spanish.getByRole("heading", { name: "Spanish" })).toBeVisible();
  for (const [state, n] of [
    ["reviewed", "1"],
    ["draft", "1"],
    ["stale", "1"],
    ["missing", "1"],
  ]) {
    await expect(spanish.getByTestId(`count-${state}`)).toHaveText(n);
  }
  await expect(page.getByTestId("memory-size")).toHaveText("2 translations in your memory");
  await page.screenshot({ path: "test-results/translation-page-laptop.png", fullPage: true });

  await spanish.getByRole("link", { name: "Open the 3 blocks left in Spanish" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}\\?language=es&show=left`));
  await context.close();
});

test("the Translation page works on a phone in Portuguese", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await signedIn(browser, "pt-BR", { width: 390, height: 844 });
  await translatedProject(context.request);
  const page = await context.newPage();
  await page.goto("/translation");
  await expect(page.getByTestId("translation-project")).toBeVisible({ timeout: 30_000 });
  const spanish = page.getByTestId("translation-project").getByTestId("language-es");
  await expect(spanish.getByRole("heading", { name: "espanhol" })).toBeVisible();
  await expect(spanish.getByText("Desatualizada")).toBeVisible();
  await expect(spanish.getByRole("link", { name: "Abrir os 3 blocos que faltam em espanhol" })).toBeVisible();
  await expect(page.getByTestId("memory-size")).toHaveText("2 traduções na sua memória");
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/translation-page-phone.png", fullPage: true });
  await context.close();
});
