import { type APIRequestContext, expect, test } from "@playwright/test";
import { blockRow, cell, expectBlockCount, scrollToBlock, signUp } from "./helpers";

// A short VSL in Brazilian Portuguese, one paragraph per line as writers paste it.
const SALES_TEXT = [
  "Descubra o método simples que já ajudou mais de 12 mil mulheres a perder até 7 kg em 30 dias, sem academia e sem passar fome.",
  "Meu nome é Dra. Ana Souza, sou nutricionista há 15 anos e atendi milhares de pacientes no meu consultório em São Paulo.",
  "Você já tentou de tudo: dietas da moda, shakes caros, remédios que prometem milagres. E no fim do mês a balança continua igual.",
  "Isso acontece porque ninguém te contou a verdade sobre o metabolismo feminino depois dos 35 anos.",
  "Foi estudando pesquisas da Universidade de Harvard que eu descobri o mecanismo que trava a queima de gordura.",
  "Apresento o Método Leveza: um plano de 4 semanas com cardápios, receitas e uma rotina de 15 minutos por dia.",
  "Você recebe acesso completo ao programa, ao grupo de alunas e a três bônus exclusivos, tudo por 12x de R$ 19,90.",
  "E tem mais: você tem 30 dias de garantia incondicional. Se não gostar, devolvemos 100% do seu dinheiro.",
  "Mas atenção: as vagas com este preço são limitadas e a oferta termina hoje à meia-noite.",
  "Clique no botão abaixo agora e garanta a sua vaga no Método Leveza.",
].join("\n\n");

async function createProject(request: APIRequestContext, title: string, texts: string[]) {
  const created = await request.post("/api/projects", { data: { title, niche: "saude" } });
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

test("paste a sales text, process it, edit, autosave, reload and find every edit", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  const input = page.getByLabel("Paste your copywriting text here:");
  await expect(input).toHaveAttribute("placeholder", "Paste your copywriting text here...");
  const process = page.getByRole("button", { name: "Process Text" });
  await expect(process).toBeDisabled();
  await input.fill("   ");
  await expect(process).toBeDisabled();
  await input.fill(SALES_TEXT);
  await process.click();

  await expect(page.getByText("Text analysis complete")).toBeVisible();
  await expect(page.getByText(/local Portuguese\/English rules/)).toBeVisible();
  await expectBlockCount(page, 10);
  await expect(cell(page, 1, "original text")).toHaveValue(/^Descubra o método simples/);
  await expect(cell(page, 3, "translation")).toHaveAttribute("placeholder", "No translation");
  // The rules typed the guarantee paragraph.
  await scrollToBlock(page, 8);
  await expect(cell(page, 8, "type")).toHaveValue("GUARANTEE");
  await scrollToBlock(page, 1);

  // A type select lists its options once reached (hover, pointer or focus), as a user reaches it.
  await cell(page, 2, "type").hover();
  await cell(page, 2, "type").selectOption("EXPERT_INTRO");
  await cell(page, 4, "type").hover();
  await cell(page, 4, "type").selectOption({ label: "Conspiracy Element" });
  await cell(page, 1, "expansion").fill("Perca até 7 kg em 30 dias com o Método Leveza.");
  await scrollToBlock(page, 10);
  await cell(page, 10, "original text").fill("Clique no botão abaixo e garanta sua vaga hoje.");
  await expect(page.getByTestId("save-status")).toHaveText("Unsaved changes");

  // The first autosave creates the project and the URL follows it.
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at \d{2}:\d{2}/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: /Untitled project/ })).toBeVisible();
  await expect(page.getByTestId("final-copy")).toContainText(
    "Perca até 7 kg em 30 dias com o Método Leveza.",
  );

  await page.reload();
  await expectBlockCount(page, 10);
  await expect(cell(page, 2, "type")).toHaveValue("EXPERT_INTRO");
  await expect(cell(page, 4, "type")).toHaveValue("CONSPIRACY");
  await expect(cell(page, 1, "expansion")).toHaveValue("Perca até 7 kg em 30 dias com o Método Leveza.");
  await scrollToBlock(page, 10);
  await expect(cell(page, 10, "original text")).toHaveValue(
    "Clique no botão abaixo e garanta sua vaga hoje.",
  );
  await expect(page.getByTestId("final-copy")).toContainText("Perca até 7 kg em 30 dias");
});

test("the confidence badge says why a block got its type", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  await page.getByLabel("Paste your copywriting text here:").fill(SALES_TEXT);
  await page.getByRole("button", { name: "Process Text" }).click();
  await expectBlockCount(page, 10);
  await scrollToBlock(page, 8);
  await expect(cell(page, 8, "type")).toHaveValue("GUARANTEE");
  await blockRow(page, 8)
    .getByRole("button", { name: /^Confidence \d+%/ })
    .hover();
  const why = page.getByTestId("why-type");
  await expect(why).toContainText("Why this type");
  await expect(why.getByRole("listitem").first()).toBeVisible();
  await expect(why).toContainText(/garant|devolvemos|dias/);
  await page.screenshot({ path: "test-results/why-this-type.png" });
});

test("templates and the block shortcuts", async ({ page }) => {
  await signUp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Use Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Template" });
  await expect(dialog.getByText("Start with a pre-designed template to save time")).toBeVisible();
  const card = dialog.getByRole("listitem", { name: "Email Newsletter" });
  await expect(card.getByText("6 blocks")).toBeVisible();
  await card.getByRole("button", { name: "Use This Template" }).click();
  await expect(page.getByText('Template "Email Newsletter" applied successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectBlockCount(page, 6);
  await expect(cell(page, 1, "type")).toHaveValue("header");

  // Ctrl+Enter adds a HOOK block below the current one and focuses it.
  await cell(page, 1, "original text").click();
  await page.keyboard.press("Control+Enter");
  await expectBlockCount(page, 7);
  await expect(page.getByText("New block added")).toBeVisible();
  await expect(cell(page, 2, "type")).toHaveValue("HOOK");
  await expect(cell(page, 2, "original text")).toBeFocused();
  await page.keyboard.type("Bloco novo escrito pelo teclado");

  // Ctrl+ArrowUp moves it to the top; focus stays in it.
  await page.keyboard.press("Control+ArrowUp");
  await expect(page.getByText("Block moved up")).toBeVisible();
  await expect(cell(page, 1, "original text")).toHaveValue("Bloco novo escrito pelo teclado");
  await expect(cell(page, 1, "original text")).toBeFocused();

  // Ctrl+S saves at once (creating the project).
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Your work has been saved")).toBeVisible();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);

  // Ctrl+Backspace deletes a word in a non-empty cell, and the block from an empty one.
  const before = await cell(page, 2, "original text").inputValue();
  await cell(page, 2, "original text").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Control+Backspace");
  await expect(cell(page, 2, "original text")).not.toHaveValue(before);
  await expectBlockCount(page, 7);
  await cell(page, 3, "expansion").click();
  await page.keyboard.press("Control+Backspace");
  await expect(page.getByText("Block removed")).toBeVisible();
  await expectBlockCount(page, 6);
  await expect(cell(page, 1, "original text")).toHaveValue("Bloco novo escrito pelo teclado");

  // Removing down to one block is refused.
  for (let left = 6; left > 1; left -= 1) {
    await page.getByRole("button", { name: `Remove block ${left}` }).click();
    await expectBlockCount(page, left - 1);
  }
  await page.getByRole("button", { name: "Remove block 1" }).click();
  await expect(page.getByText("Cannot remove the only block")).toBeVisible();
  await expectBlockCount(page, 1);

  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);
  await page.reload();
  await expectBlockCount(page, 1);
  await expect(cell(page, 1, "original text")).toHaveValue("Bloco novo escrito pelo teclado");

  // '?' lists the shortcuts; Esc closes the dialog.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByText("Ctrl+Shift+Enter")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
});

test("two tabs on one project: different blocks merge, the same block shows both texts", async ({
  page,
  context,
}) => {
  await signUp(page);
  const id = await createProject(page.request, "Conflito entre abas", [
    "Primeiro parágrafo",
    "Segundo parágrafo",
  ]);
  const other = await context.newPage();
  await page.goto(`/project/${id}`);
  await other.goto(`/project/${id}`);
  await expectBlockCount(page, 2);
  await expectBlockCount(other, 2);

  await cell(page, 1, "expansion").fill("Versão da aba 1");
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);

  // The second tab started from the old version but changes another block: both edits land.
  await cell(other, 2, "expansion").fill("Outro bloco na aba 2");
  await other.keyboard.press("Control+s");
  await expect(other.getByTestId("save-status")).toHaveText(/Saved at/);
  await expect(cell(other, 1, "expansion")).toHaveValue("Versão da aba 1");

  // Now both change block 1 at once (the second tab's save is held on the wire until the first
  // tab's has landed, since a tab that is not editing takes the other's save live): the second
  // save shows their text and mine to pick or merge.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await other.route(`**/api/projects/${id}/blocks`, async (route) => {
    if (route.request().method() === "PATCH") await held;
    await route.continue();
  });
  await cell(other, 1, "expansion").fill("Meu texto");
  await other.keyboard.press("Control+s");
  await cell(page, 1, "expansion").fill("Texto deles");
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/);
  release();
  const conflict = other.getByRole("dialog", { name: "This project changed somewhere else" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId("conflict-theirs")).toHaveText("Texto deles");
  const mine = conflict.getByLabel(/Your text/);
  await expect(mine).toHaveValue("Meu texto");
  await mine.fill("Texto deles e meu texto");
  await conflict.getByRole("button", { name: "Save my choices" }).click();
  await expect(conflict).toBeHidden();
  await expect(other.getByTestId("save-status")).toHaveText(/Saved at/);
  await expect(cell(other, 1, "expansion")).toHaveValue("Texto deles e meu texto");
  await page.getByRole("button", { name: "Reload Blocks" }).click();
  await expect(cell(page, 1, "expansion")).toHaveValue("Texto deles e meu texto");
  await expect(cell(page, 2, "expansion")).toHaveValue("Outro bloco na aba 2");
});

test("another user's public project opens read-only and can be duplicated", async ({ page, browser }) => {
  await signUp(page, { name: "Maria Escritora" });
  const title = `Carta pública ${Date.now().toString(36)}`;
  const id = await createProject(page.request, title, ["Gancho da carta", "Oferta da carta"]);
  expect((await page.request.patch(`/api/projects/${id}`, { data: { isPublic: true } })).status()).toBe(200);

  const reader = await browser.newContext();
  const other = await reader.newPage();
  try {
    await signUp(other, { name: "João Leitor" });
    await other.goto(`/project/${id}`);
    const banner = other.getByTestId("read-only-banner");
    await expect(banner).toContainText("Read-only");
    await expectBlockCount(other, 2);
    await expect(cell(other, 1, "original text")).toHaveAttribute("readonly", "");
    await expect(other.getByRole("button", { name: "Add Block" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /Remove block/ })).toHaveCount(0);
    await expect(other.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await other.getByRole("button", { name: "More options" }).click();
    await expect(
      other.getByText("Note: Only the project owner or superadmin can delete this project."),
    ).toBeVisible();
    await other.keyboard.press("Escape");

    await banner.getByRole("button", { name: "Duplicate Project" }).click();
    const dialog = other.getByRole("dialog", { name: "Duplicate Project" });
    await dialog.getByLabel("New title").fill(`Minha cópia ${title}`);
    await dialog.getByRole("button", { name: "Duplicate Project" }).click();
    await expect(other).not.toHaveURL(new RegExp(id));
    await expect(other).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    await expect(other.getByTestId("read-only-banner")).toHaveCount(0);
    await expect(cell(other, 2, "original text")).toHaveValue("Oferta da carta");
    await expect(other.getByRole("link", { name: title })).toHaveAttribute("href", `/project/${id}`);
    const copyId = other.url().split("/").pop()!;
    expect((await other.request.delete(`/api/projects/${copyId}`)).status()).toBe(204);
  } finally {
    await reader.close();
    // Leave no public project behind on the shared e2e server.
    await page.request.delete(`/api/projects/${id}`);
  }
});
