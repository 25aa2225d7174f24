import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { cell, signUp } from "./helpers";

type Saved = { version: number; blocks: { id: string; originalText: string; expansion: string }[] };

/** A project of five blocks, owned by the page's user. */
async function fiveBlocks(page: Page): Promise<string> {
  const created = await page.request.post("/api/projects/import", {
    data: {
      format: "copyblocks.project",
      version: 1,
      project: { title: `Remoção em duas abas ${Date.now()}`, description: null, niche: "Saúde" },
      blocks: [1, 2, 3, 4, 5].map((n) => ({ type: "HOOK", originalText: `Bloco ${n}.`, expansion: "" })),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const saved = async (page: Page, projectId: string) =>
  (await (await page.request.get(`/api/projects/${projectId}/blocks`)).json()) as Saved;

/**
 * Tabs A and B of one writer on one project. A's live stream is held back, so A still stands on
 * the version it opened when B's save lands (as when A removes the block before the notice comes).
 */
async function twoTabs(context: BrowserContext, projectId: string) {
  const a = await context.newPage();
  await a.route(/\/api\/projects\/[^/]+\/events/, (route) => route.abort());
  await a.goto(`/project/${projectId}`);
  const b = await context.newPage();
  await b.goto(`/project/${projectId}`);
  // Two editors opening at once on a busy machine: give the first load room.
  await expect(cell(a, 4, "original text")).toHaveValue("Bloco 4.", { timeout: 30_000 });
  await expect(cell(b, 4, "original text")).toHaveValue("Bloco 4.", { timeout: 30_000 });
  return { a, b };
}

/** B types into block 4's expansion and its autosave lands; the field keeps the focus. */
async function bTypesIntoBlock4(b: Page, projectId: string) {
  const expansion = cell(b, 4, "expansion");
  await expansion.click();
  await b.keyboard.type("Palavras da aba B");
  await expect
    .poll(async () => (await saved(b, projectId)).blocks[3]?.expansion, { timeout: 10_000 })
    .toBe("Palavras da aba B");
  await expect(expansion).toBeFocused();
}

/** A removes block 4 from its older version; the save is refused and the dialog names the expansion. */
async function aRemovesBlock4(a: Page) {
  await a.getByRole("button", { name: "Remove block 4", exact: true }).click();
  await a.keyboard.press("Control+s");
  const dialog = a.getByRole("dialog", { name: "This project changed somewhere else" });
  await expect(dialog).toBeVisible();
  const block = dialog.getByTestId("conflict-block");
  await expect(block).toHaveCount(1);
  await expect(block).toContainText("Expansion");
  await expect(block.getByTestId("conflict-theirs")).toHaveText("Palavras da aba B");
  return dialog;
}

test.describe("removing a block another tab is typing in", () => {
  test("keep their text: B's words stay, in both tabs", async ({ page }) => {
    test.slow();
    await signUp(page);
    const projectId = await fiveBlocks(page);
    const { a, b } = await twoTabs(page.context(), projectId);
    await bTypesIntoBlock4(b, projectId);
    const dialog = await aRemovesBlock4(a);

    await dialog.getByRole("button", { name: "Keep their text" }).click();
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(a, 4, "expansion")).toHaveValue("Palavras da aba B");
    await expect(a.getByTestId("save-status")).toContainText("Saved");
    const after = await saved(a, projectId);
    expect(after.blocks.map((x) => x.originalText)).toEqual([
      "Bloco 1.",
      "Bloco 2.",
      "Bloco 3.",
      "Bloco 4.",
      "Bloco 5.",
    ]);
    expect(after.blocks[3].expansion).toBe("Palavras da aba B");
    // B never lost its block, nor the focus in it.
    await expect(cell(b, 4, "expansion")).toHaveValue("Palavras da aba B");
    await expect(cell(b, 4, "expansion")).toBeFocused();
  });

  test("remove anyway: the block goes, and B's cursor does not land in another block", async ({ page }) => {
    test.slow();
    await signUp(page);
    const projectId = await fiveBlocks(page);
    const { a, b } = await twoTabs(page.context(), projectId);
    await bTypesIntoBlock4(b, projectId);
    const dialog = await aRemovesBlock4(a);

    await dialog.getByRole("button", { name: "Remove anyway" }).click();
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await saved(a, projectId)).blocks.map((x) => x.originalText))
      .toEqual(["Bloco 1.", "Bloco 2.", "Bloco 3.", "Bloco 5."]);

    // B's block disappears live; its cursor is in no block, and typing changes nothing.
    await expect(cell(b, 4, "original text")).toHaveValue("Bloco 5.", { timeout: 10_000 });
    await expect(cell(b, 4, "expansion")).not.toBeFocused();
    const focusedInBlock = await b.evaluate(() =>
      Boolean(document.activeElement?.closest("[data-block-id]")),
    );
    expect(focusedInBlock).toBe(false);
    await b.keyboard.type("perdido");
    await b.waitForTimeout(2_000);
    const final = await saved(b, projectId);
    expect(final.blocks.map((x) => x.expansion)).toEqual(["", "", "", ""]);
    await expect(cell(b, 4, "expansion")).toHaveValue("");
  });
});
