import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./admin-email";
import { chooseTable, uniqueEmail } from "./helpers";

// Every main page fits the screen from 360 px up, the interface shows one language at a time
// (the browser's, then the profile's), a public project's link works without an account, and the
// editor leaves room to write on a laptop.

const LETTER = [
  "Descubra o método simples que ajudou milhares de pessoas a dormir melhor em apenas sete noites.",
  "Você acorda cansado todos os dias, mesmo depois de oito horas na cama? Isso não é normal.",
  "Eu sou a Dra. Ana, e há quinze anos estudo o sono de pessoas comuns como você.",
  "Você tem 30 dias de garantia: se não gostar, devolvemos todo o seu dinheiro sem perguntas.",
  "Clique no botão abaixo agora mesmo e garanta o seu acesso com desconto.",
];

async function signUpByApi(context: BrowserContext, email = uniqueEmail("layout"), password = "segredo123") {
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "Lia Layout" },
  });
  if (!res.ok()) {
    // An account shared by tests running at once (the admin) already exists: sign in instead.
    await expect
      .poll(async () =>
        (await context.request.post("/api/auth/sign-in/email", { data: { email, password } })).ok(),
      )
      .toBe(true);
  }
  return email;
}

async function projectWithBlocks(context: BrowserContext, title: string, isPublic = false) {
  const created = await context.request.post("/api/projects", { data: { title, niche: "Saúde" } });
  expect(created.ok()).toBe(true);
  const { id } = await created.json();
  const saved = await context.request.put(`/api/projects/${id}/blocks`, {
    data: {
      baseVersion: 1,
      blocks: LETTER.map((originalText, i) => ({
        type: ["HOOK", "PAIN_POINT", "EXPERT_INTRO", "GUARANTEE", "CALL_TO_ACTION"][i],
        originalText,
        expansion: "",
      })),
    },
  });
  expect(saved.ok()).toBe(true);
  if (isPublic) {
    const shared = await context.request.patch(`/api/projects/${id}`, { data: { isPublic: true } });
    expect(shared.ok()).toBe(true);
  }
  return id as string;
}

/** How far the page reaches past the viewport's right edge (0 when it fits). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    return Math.max(doc.scrollWidth, document.body.scrollWidth) - window.innerWidth;
  });
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading").first()).toBeVisible();
  // Fonts and late data (lists, counts) can widen a page after the first heading shows.
  await page.waitForTimeout(400);
}

async function newContext(browser: Browser, width: number, locale: string) {
  return browser.newContext({ viewport: { width, height: 844 }, locale });
}

for (const width of [360, 390, 768, 1440]) {
  test(`no main page is wider than a ${width} px screen`, async ({ browser }) => {
    test.setTimeout(240_000);
    const wide: string[] = [];
    const check = async (page: Page, label: string) => {
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${label}: ${extra}px too wide`);
    };

    // Portuguese: its labels are the longer ones.
    const user = await newContext(browser, width, "pt-BR");
    await signUpByApi(user);
    const projectId = await projectWithBlocks(user, "Carta de vendas do sono profundo e reparador", true);
    const page = await user.newPage();
    for (const path of ["/dashboard", "/timeline", "/settings", "/", "/analytics", "/no/such/page"]) {
      await settle(page, path);
      await check(page, path);
    }
    await settle(page, `/project/${projectId}`);
    await expect(page.getByRole("table")).toBeVisible();
    await check(page, "editor");
    await page.getByTestId("ai-toolbar-toggle").click();
    await check(page, "editor with the AI toolbar open");
    await page.getByTestId("ai-toolbar-toggle").click();
    await user.close();

    const visitor = await newContext(browser, width, "en-US");
    const anon = await visitor.newPage();
    for (const path of ["/auth", "/forgot-password", "/reset-password?token=x", `/project/${projectId}`]) {
      await settle(anon, path);
      await check(anon, `visitor ${path}`);
    }
    await visitor.close();

    // The admin panel and every developer tool, in Portuguese (the longer labels) and English.
    for (const locale of ["pt-BR", "en-US"]) {
      const admin = await newContext(browser, width, locale);
      await signUpByApi(admin, E2E_ADMIN_EMAIL);
      const adminPage = await admin.newPage();
      for (const path of [
        "/admin",
        "/tools/cleanup",
        "/tools/debug",
        "/tools/table-info",
        "/tools/cleanup-specific",
        "/tools/direct-delete",
      ]) {
        await settle(adminPage, path);
        await check(adminPage, `${locale} ${path}`);
      }
      await settle(adminPage, "/tools/table-info");
      await chooseTable(adminPage, "projects");
      await expect(adminPage.getByRole("table")).toBeVisible();
      await check(adminPage, `${locale} /tools/table-info with a table`);
      await admin.close();
    }

    expect(wide).toEqual([]);
  });
}

test("the overflow check notices a page that is too wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.setContent('<div style="width: 900px">wide</div>');
  expect(await overflow(page)).toBeGreaterThan(0);
});

test("one language at a time: the browser's first, then the one chosen and kept in the profile", async ({
  browser,
}) => {
  const pt = await browser.newContext({ locale: "pt-BR" });
  const page = await pt.newPage();
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Cadastrar" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByText("Sign In", { exact: true })).toHaveCount(0);

  const email = await signUpByApi(pt);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
  await page.getByTestId("user-menu-trigger").click();
  await expect(page.getByRole("menuitem", { name: "Sair" })).toBeVisible();
  await page.getByTestId("language-en").click();
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect.poll(async () => (await (await pt.request.get("/api/me")).json()).language).toBe("en");
  await pt.close();

  // Another Portuguese browser, same account: the profile's English wins.
  const other = await browser.newContext({ locale: "pt-BR" });
  const signIn = await other.request.post("/api/auth/sign-in/email", {
    data: { email, password: "segredo123" },
  });
  expect(signIn.ok()).toBe(true);
  const again = await other.newPage();
  await again.goto("/settings");
  await expect(again.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  await other.close();
});

test("dates and numbers follow the interface language", async ({ browser }) => {
  for (const [locale, expected] of [
    ["pt-BR", /\d+ palavras/],
    ["en-US", /\d+ words/],
  ] as const) {
    const context = await browser.newContext({ locale });
    await signUpByApi(context);
    const id = await projectWithBlocks(context, `Números ${locale}`);
    const page = await context.newPage();
    await page.goto(`/project/${id}`);
    // The count shows "…" until the editor has loaded and counted: over 10 s in a slow CI minute.
    await expect(page.getByTestId("text-stats")).toHaveText(expected, { timeout: 30_000 });
    await context.close();
  }
});

test("a public project's link works without an account; a private one is not found", async ({ browser }) => {
  const owner = await browser.newContext();
  await signUpByApi(owner);
  const publicId = await projectWithBlocks(owner, "Carta aberta do sono", true);
  const privateId = await projectWithBlocks(owner, "Rascunho secreto");
  await owner.close();

  const visitor = await browser.newContext({ locale: "en-US" });
  const page = await visitor.newPage();
  const response = await page.goto(`/project/${publicId}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<meta property="og:title" content="Carta aberta do sono" />');
  await expect(page.getByRole("heading", { level: 1, name: "Carta aberta do sono" })).toBeVisible();
  await expect(page).toHaveTitle("Carta aberta do sono · CopyBlocks");
  await expect(page.getByTestId("public-block")).toHaveCount(LETTER.length);
  await expect(page.getByTestId("public-final-copy")).toContainText("Clique no botão abaixo");
  await page.getByRole("link", { name: "Sign up to duplicate" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Sign Up", selected: true })).toBeVisible();

  const hidden = await page.goto(`/project/${privateId}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await expect(page.getByText("Rascunho secreto")).toHaveCount(0);
  await visitor.close();
});

test("the first block sits well above the middle of a 1440×900 laptop screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signUpByApi(context);
  const id = await projectWithBlocks(context, "Espaço para escrever");
  const page = await context.newPage();
  await page.goto(`/project/${id}`);
  const firstBlock = page.getByLabel("Block 1 original text", { exact: true });
  await expect(firstBlock).toBeVisible();
  const box = await firstBlock.boundingBox();
  expect(box?.y).toBeLessThan(400);
  // The site navigation is in the header only.
  await expect(page.getByRole("navigation", { name: "Editor navigation" })).toHaveCount(0);

  // Opening the AI tools is remembered across reloads.
  await page.getByTestId("ai-toolbar-toggle").click();
  await page.reload();
  await expect(page.getByTestId("ai-toolbar-toggle")).toHaveAttribute("aria-expanded", "true");
  await context.close();
});

test("on a phone a block is a card with its actions in a menu", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await signUpByApi(context);
  const id = await projectWithBlocks(context, "Cartões no celular");
  const page = await context.newPage();
  await page.goto(`/project/${id}`);
  await expect(page.getByLabel("Block 2 original text", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove block 2" })).toHaveCount(0);
  await page.getByRole("button", { name: "Block 2 actions" }).click();
  await page.getByRole("menuitem", { name: "Remove block 2" }).click();
  await expect(page.getByText("Block removed")).toBeVisible();
  await expect(page.getByLabel(/^Block \d+ original text$/)).toHaveCount(LETTER.length - 1);
  await context.close();
});
