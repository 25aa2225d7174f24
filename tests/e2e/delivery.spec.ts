import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// The teleprompter and the Templates page: the copy delivered to a presenter, and projects
// started from a ready structure, in both interface languages.

async function signUpByApi(context: BrowserContext) {
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("delivery"), password: "segredo123", name: "Lia Leitora" },
  });
  expect(res.ok()).toBe(true);
}

async function vsl(context: BrowserContext): Promise<string> {
  const created = await context.request.post("/api/projects", { data: { title: "VSL do sono" } });
  const { id } = await created.json();
  const words = (n: number, from: string) => Array.from({ length: n }, (_, i) => `${from}${i}`).join(" ");
  const saved = await context.request.put(`/api/projects/${id}/blocks`, {
    data: {
      baseVersion: 1,
      blocks: [
        {
          type: "HOOK",
          originalText: "Você acorda cansado?",
          expansion: `Você acorda cansado todos os dias? ${words(60, "sono")}.`,
        },
        { type: "CALL_TO_ACTION", originalText: `Clique no botão abaixo agora. ${words(60, "fim")}.` },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  return id;
}

const scrollTop = (page: Page) => page.getByTestId("prompter-scroller").evaluate((el) => el.scrollTop);

test("the teleprompter opens from the editor's menu and answers Space, the arrows and M", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(context);
  const id = await vsl(context);
  await page.goto(`/project/${id}`);
  await page.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Open Teleprompter" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}/prompter$`));

  const prompter = page.getByTestId("prompter");
  // The final copy: the expansion of the first block, not its original.
  await expect(prompter.getByText(/^Você acorda cansado todos os dias\?/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("prompter-type")).toHaveText("Big Promise / Hook");
  const pace = page.getByTestId("prompter-pace");
  await expect(pace).toHaveText("150 words/min");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(pace).toHaveText("170 words/min");
  await page.keyboard.press("ArrowDown");
  await expect(pace).toHaveText("160 words/min");

  await page.keyboard.press("m");
  await expect(page.getByTestId("prompter-text")).toHaveAttribute("data-mirrored", "true");
  await expect(page.getByRole("button", { name: "Mirror" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("m");
  await expect(page.getByTestId("prompter-text")).toHaveAttribute("data-mirrored", "false");

  expect(await scrollTop(page)).toBe(0);
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(20);
  await expect(page.getByTestId("prompter-clock")).not.toContainText("0:00 elapsed");
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
  const stopped = await scrollTop(page);
  await expect(page.getByTestId("prompter-clock")).toContainText("left");
  expect(await scrollTop(page)).toBe(stopped);
  await page.screenshot({ path: "/tmp/i34-shots/prompter-desktop.png" });
});

test("the Templates page lists the seven templates and makes a project of one", async ({ page, context }) => {
  await signUpByApi(context);
  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();
  const cards = page.getByTestId("template-card");
  await expect(cards).toHaveCount(7);
  const landing = cards.filter({ hasText: "Landing Page" });
  await expect(landing).toContainText("6 blocks");
  await expect(landing.getByRole("list", { name: "Structure" }).getByRole("listitem")).toHaveText([
    "Hero",
    "Benefits",
    "Testimonials",
    "Guarantee",
    "Call to action",
    "Footer",
  ]);
  await page.screenshot({ path: "/tmp/i34-shots/templates-desktop.png", fullPage: true });
  await landing.getByRole("button", { name: "Use This Template" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const projectId = page.url().split("/").pop()!;
  const project = await (await context.request.get(`/api/projects/${projectId}`)).json();
  expect(project.title).toBe("Landing Page");
  const { blocks } = await (await context.request.get(`/api/projects/${projectId}/blocks`)).json();
  expect(blocks.map((b: { type: string }) => b.type)).toEqual([
    "hero",
    "benefits",
    "testimonials",
    "guarantee",
    "cta",
    "footer",
  ]);
});

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("the Templates page speaks the interface language", async ({ page, context }) => {
    await signUpByApi(context);
    await page.goto("/templates");
    await expect(page.getByRole("heading", { name: "Modelos", level: 1 })).toBeVisible();
    const study = page.getByTestId("template-card").filter({ hasText: "Estudo de Caso" });
    await expect(study).toContainText("8 blocos");
    await expect(study.getByRole("list", { name: "Estrutura" })).toContainText("Desafio");
    await study.getByRole("button", { name: "Usar Este Modelo" }).click();
    await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    const project = await (await context.request.get(`/api/projects/${page.url().split("/").pop()}`)).json();
    expect(project.title).toBe("Estudo de Caso");
  });
});
