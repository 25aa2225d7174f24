import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { cell, signUp, uniqueEmail } from "./helpers";

// The glossary: the writer's own terms in the settings page, a project's terms in the editor's
// glossary dialog, and the marker on a translation that did not keep a term. This server has no
// AI provider: hand-written translations are checked all the same.

const SIZES = [
  ["laptop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function signUpByApi(context: BrowserContext) {
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("glossary"), password: "segredo123", name: "Gil Glossário" },
  });
  expect(res.ok()).toBe(true);
}

/** The add form (the last form on the page or dialog). */
const addForm = (scope: Page | Locator, name = "Add a term") => scope.getByRole("form", { name });

for (const [name, size] of SIZES) {
  test(`the settings page adds, edits and removes the user's terms, with errors under the fields (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUp(page);
    await page.goto("/settings");
    await expect(page.getByText("No terms yet.")).toBeVisible();
    const form = addForm(page);
    const term = form.getByLabel("Term", { exact: true });

    // Nothing typed: the error is under the term, which gets the focus.
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(form.getByText("Write the term.")).toBeVisible();
    await expect(term).toBeFocused();
    await expect(term).toHaveAttribute("aria-invalid", "true");

    // A term without a rule, then too long.
    await term.fill("Neuroslim");
    await expect(form.getByText("Write the term.")).toHaveCount(0);
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(form.getByText(/Give a translation for at least one language/)).toBeVisible();
    await term.fill("N".repeat(101));
    await form.getByLabel("Do not translate this term (keep it as written)").check();
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(form.getByText("A term has at most 100 characters.")).toBeVisible();

    await term.fill("Neuroslim");
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveText(/Neuroslim.*do not translate/);
    await expect(term).toHaveValue("");

    // Two languages for one term.
    await term.fill("açafrão-da-terra");
    await form.getByLabel("Translation in English", { exact: true }).fill("turmeric");
    await form.getByRole("button", { name: "Add a language" }).click();
    await form.getByLabel("Language of translation 2").selectOption("es");
    await form.getByLabel("Translation in Spanish", { exact: true }).fill("cúrcuma");
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveCount(2);
    await expect(page.getByTestId("glossary-term").first()).toHaveText(/açafrão-da-terra.*turmeric.*cúrcuma/);

    // The same term in another case is refused under the field.
    await term.fill("NEUROSLIM");
    await form.getByLabel("Do not translate this term (keep it as written)").check();
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(form.getByText("The glossary already has the term “NEUROSLIM”.")).toBeVisible();

    // Edit: a blank language row is pointed at, then the new translation is saved.
    await page.getByRole("button", { name: "Edit açafrão-da-terra" }).click();
    const edit = page.getByRole("form", { name: "Edit açafrão-da-terra" });
    await edit.getByLabel("Translation in English", { exact: true }).fill("turmeric root");
    await edit.getByLabel("Translation in Spanish", { exact: true }).fill("");
    await edit.getByRole("button", { name: "Save term" }).click();
    await expect(edit.getByText("Write this translation or remove the language.")).toBeVisible();
    await page.screenshot({ path: `test-results/glossary-settings-errors-${name}.png`, fullPage: true });
    await edit.getByRole("button", { name: "Remove the Spanish translation" }).click();
    await edit.getByRole("button", { name: "Save term" }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByTestId("glossary-term").first()).toHaveText(/açafrão-da-terra.*turmeric root$/);

    await page
      .getByRole("list", { name: "Glossary terms" })
      .evaluate((list) => list.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `test-results/glossary-settings-${name}.png` });

    await page.getByRole("button", { name: "Remove Neuroslim" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("glossary-term")).toHaveCount(1);
  });
}

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("the errors speak the interface language", async ({ page }) => {
    await signUpByApi(page.context());
    await page.goto("/settings");
    const form = addForm(page, "Adicionar um termo");
    await form.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(form.getByText("Escreva o termo.")).toBeVisible();
    await form.getByLabel("Termo", { exact: true }).fill("Chá verde");
    await form.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(form.getByText(/Dê a tradução em pelo menos um idioma/)).toBeVisible();
    await form.getByLabel("Tradução em Inglês", { exact: true }).fill("x".repeat(201));
    await form.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(form.getByText("Uma tradução tem no máximo 200 caracteres.")).toBeVisible();
    await form.getByLabel("Tradução em Inglês", { exact: true }).fill("green tea");
    await form.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveText(/Chá verde.*green tea/);
  });
});

/** A project whose blocks already have English translations written by hand. */
async function projectWithTranslations(context: BrowserContext) {
  const created = await context.request.post("/api/projects", {
    data: { title: "Neuroslim", niche: "Saúde" },
  });
  const { id } = await created.json();
  const saved = await context.request.put(`/api/projects/${id}/blocks`, {
    data: {
      baseVersion: 1,
      blocks: [
        {
          type: "HOOK",
          originalText: "Neuroslim tem açafrão-da-terra de verdade.",
          translations: { en: "Neuroslim has real saffron." },
        },
        {
          type: "CALL_TO_ACTION",
          originalText: "Só Neuroslim funciona.",
          translations: { en: "Only Neuroslim works." },
        },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  const own = await context.request.post("/api/glossary", {
    data: { term: "Neuroslim", doNotTranslate: true },
  });
  expect(own.status()).toBe(201);
  return id as string;
}

for (const [name, size] of SIZES) {
  test(`the editor's glossary adds a project term and marks translations that lost a term (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUpByApi(page.context());
    const id = await projectWithTranslations(page.context());
    await page.goto(`/project/${id}`);
    await expect(cell(page, 1, "translation")).toHaveValue("Neuroslim has real saffron.");
    await expect(page.getByTestId("glossary-marker")).toHaveCount(0);

    await page.getByRole("button", { name: "Glossary", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Glossary" });
    await expect(dialog.getByRole("tab", { name: "This project" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByText("No terms yet.")).toBeVisible();
    const form = addForm(dialog);
    await form.getByLabel("Term", { exact: true }).fill("Açafrão-da-terra");
    await form.getByLabel("Translation in English", { exact: true }).fill("turmeric");
    await form.getByRole("button", { name: "Add term" }).click();
    await expect(dialog.getByTestId("glossary-term")).toHaveText(/Açafrão-da-terra.*turmeric/);
    await page.screenshot({ path: `test-results/glossary-editor-project-${name}.png` });
    await dialog.getByRole("tab", { name: "All my projects" }).click();
    await expect(dialog.getByTestId("glossary-term")).toHaveText(/Neuroslim.*do not translate/);
    await page.screenshot({ path: `test-results/glossary-editor-dialog-${name}.png` });
    await page.keyboard.press("Escape");

    // The new project term applies at once: block 1 says "saffron", not "turmeric".
    const marker = page.getByTestId("glossary-marker");
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAccessibleName(
      "The translation did not keep the glossary term Açafrão-da-terra",
    );
    await expect(marker).toHaveText("Glossary");
    await marker.click();
    const popover = page.getByTestId("glossary-marker-terms");
    await expect(popover).toHaveText("Açafrão-da-terra should be “turmeric”");
    await page.screenshot({ path: `test-results/glossary-editor-marker-${name}.png` });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: `test-results/glossary-editor-marker-${name}-dark.png` });
    await page.emulateMedia({ colorScheme: "light" });
    await page.keyboard.press("Escape");

    // Fixing the translation clears the mark; losing the name that is never translated sets one.
    await cell(page, 1, "translation").fill("Neuroslim has real turmeric.");
    await expect(marker).toHaveCount(0);
    await cell(page, 2, "translation").fill("Only Neuro Slim works.");
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAccessibleName("The translation did not keep the glossary term Neuroslim");
    await marker.click();
    await expect(popover).toHaveText("Neuroslim is not translated: keep “Neuroslim”");
  });
}

test("a reader of someone's public project sees its terms read-only, and not the owner's own", async ({
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpByApi(owner);
  const id = await projectWithTranslations(owner);
  await owner.request.patch(`/api/projects/${id}`, { data: { isPublic: true } });
  await owner.request.post(`/api/projects/${id}/glossary`, {
    data: { term: "açafrão-da-terra", translations: { en: "turmeric" } },
  });
  await owner.close();

  const reader = await browser.newContext();
  await signUpByApi(reader);
  const page = await reader.newPage();
  await page.goto(`/project/${id}`);
  // The project's term marks block 1; the owner's private "Neuroslim" rule is not applied.
  await expect(page.getByTestId("glossary-marker")).toHaveCount(1);
  await page.getByRole("button", { name: "Glossary", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Glossary" });
  await expect(dialog.getByTestId("glossary-term")).toHaveText(/açafrão-da-terra.*turmeric/);
  await expect(dialog.getByRole("tab")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Edit|Remove/ })).toHaveCount(0);
  await expect(dialog.getByRole("form")).toHaveCount(0);
  await reader.close();
});
