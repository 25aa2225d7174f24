import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// Long AI jobs from the writer's side, against the fake provider: cancel an analysis and a
// translation, the usage line after a run, the translate dialog's languages, and asking before
// leaving the editor while a job runs. A paragraph holding the fake's slow marker keeps its call
// (and so the job) running for ten seconds, long enough to act on it.

const SLOW = "[fake-ai:slow]";
const PARAGRAPHS = [
  "Você está cansado de acordar sem energia todos os dias?",
  "Conheça o método que já ajudou milhares de pessoas a recuperar a disposição.",
  "Você tem uma garantia incondicional de 30 dias.",
];
// The server caches AI answers by prompt: each run types its own text.
const unique = (label: string) => `${label}-${test.info().retry}-${Date.now()}`;

async function createProject(request: APIRequestContext, texts: string[]) {
  const created = await request.post("/api/projects", { data: { title: "Carta", niche: "saude" } });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: string; version: number };
  const saved = await request.put(`/api/projects/${project.id}/blocks`, {
    data: {
      baseVersion: project.version,
      blocks: texts.map((originalText) => ({ type: "HOOK", originalText, expansion: "" })),
    },
  });
  expect(saved.status()).toBe(200);
  return project.id;
}

/** How long the fake holds a slow answer: a job not cancelled would have saved by then. */
const SLOW_MS = 10_000;

async function translationsSaved(page: Page, projectId: string) {
  const response = await page.request.get(`/api/projects/${projectId}/blocks`);
  const { blocks } = (await response.json()) as { blocks: { translations?: Record<string, string> }[] };
  return blocks.filter((b) => Object.values(b.translations ?? {}).some(Boolean)).length;
}

test.describe.configure({ timeout: 120_000 });

/** Signs the page's browser in through the API: these tests are about the editor. */
async function signUp(page: Page) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("jobs"), password: "segredo123", name: "Joana Jobs" },
  });
  expect(res.ok()).toBe(true);
}

test("an analysis can be cancelled; a finished one tells what it spent", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  const input = page.getByLabel("Paste your copywriting text here:");
  const slowText = [...PARAGRAPHS, `${SLOW} ${unique("a")}`].join("\n\n");
  await input.fill(slowText);
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByRole("button", { name: "Analyzing with AI..." })).toBeVisible();

  const cancel = page.getByRole("button", { name: "Cancel", exact: true });
  await cancel.click();
  // Said only once the server ended the job as cancelled.
  await expect(page.getByText("Analysis cancelled")).toBeVisible();
  // Back where it was: the text is kept, nothing was typed, the project was never made.
  await expect(input).toHaveValue(slowText);
  await expect(page.getByRole("button", { name: "Process Text" })).toBeEnabled();
  await expect(cancel).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await input.fill([...PARAGRAPHS, unique("b")].join("\n\n"));
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByText("Your content has been processed with AI copywriting analysis")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("ai-usage")).toHaveText(/^4 blocks · 1 call · [\d.,]+K? tokens · [\d.]+ s$/);
});

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("the translate dialog starts on another language, warns about the text's own, cancels", async ({
    page,
  }) => {
    await signUp(page);
    const id = await createProject(page.request, [...PARAGRAPHS, `${SLOW} Você ${unique("c")}`]);
    await page.goto(`/project/${id}`);
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    const dialog = page.getByRole("dialog");
    // The text is Portuguese: the dialog offers English, and warns when Portuguese is picked.
    await expect(dialog.getByRole("radio", { name: /Inglês/ })).toBeChecked();
    await expect(dialog.getByTestId("translate-same-language")).toHaveCount(0);
    await dialog.getByText("Português").click();
    await expect(dialog.getByTestId("translate-same-language")).toContainText("O texto já está em Português");
    await dialog.getByText("Espanhol").click();
    await expect(dialog.getByTestId("translate-same-language")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Traduzir" }).click();
    await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(page.getByText("Tradução cancelada")).toBeVisible();
    // The dialog is as it was before, and the server saved nothing.
    await expect(dialog.getByRole("button", { name: "Traduzir" })).toBeEnabled();
    expect(await translationsSaved(page, id)).toBe(0);
    await page.screenshot({ path: "test-results/translate-cancelled-pt.png" });
  });

  test("a translation tells what it spent, numbers the Brazilian way", async ({ page }) => {
    await signUp(page);
    const id = await createProject(
      page.request,
      PARAGRAPHS.map((p) => `${p} ${unique("d")}`),
    );
    await page.goto(`/project/${id}`);
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Espanhol").click();
    await dialog.getByRole("button", { name: "Traduzir" }).click();
    await expect(page.getByText("Tradução concluída")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("ai-usage")).toHaveText(
      /^3 blocos · 1 chamada · [\d,]+(\smil)? tokens · [\d,]+ s$/,
    );
  });
});

test("leaving the editor during a translation asks first, and cancels the job on leaving", async ({
  page,
}) => {
  await signUp(page);
  const id = await createProject(page.request, [...PARAGRAPHS, `${SLOW} ${unique("e")}`]);
  await page.goto(`/project/${id}`);
  await page.getByRole("button", { name: "Translate", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Spanish").click();
  await dialog.getByRole("button", { name: "Translate" }).click();
  await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeEnabled();

  // The translation dialog lets the writer go back to the editor while the job runs on.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  const ask = page.getByRole("alertdialog", { name: "Leave while the AI is working?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));

  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await ask.getByRole("button", { name: "Leave and cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Cancelled: once the slow answer would have come, still nothing is saved.
  await page.waitForTimeout(SLOW_MS + 1000);
  expect(await translationsSaved(page, id)).toBe(0);

  // With no job left, leaving asks nothing.
  await page.goto(`/project/${id}`);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
