import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("two writers in one project see each other and each other's comments live", async ({
  page,
  browser,
}) => {
  await signUp(page, { name: "Maria Escritora" });
  const created = await page.request.post("/api/projects/import", {
    data: {
      format: "copyblocks.project",
      version: 1,
      project: { title: `Ao vivo ${Date.now()}`, description: null, niche: "Saúde" },
      blocks: [
        { type: "HOOK", originalText: "Primeiro bloco do gancho.", expansion: "" },
        { type: "PAIN_POINT", originalText: "Segundo bloco, a dor.", expansion: "" },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  expect(
    (await page.request.patch(`/api/projects/${projectId}`, { data: { isPublic: true } })).status(),
  ).toBe(200);

  await page.goto(`/project/${projectId}`);
  await page.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Show Comments" }).click();
  const comments = page.getByTestId("comments-panel").getByTestId("comment");
  await expect(page.getByTestId("comments-panel")).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, { name: "João Revisor" });
  await other.goto(`/project/${projectId}`);

  // Both faces in both headers.
  await expect(page.getByTestId("presence").getByRole("listitem")).toHaveCount(2);
  await expect(other.getByTestId("presence").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("presence")).toContainText("Maria Escritora (you)");

  // Maria starts editing the second block; João sees where she is.
  await page.getByRole("textbox", { name: "Block 2 original text" }).click();
  await expect(other.getByTestId("presence")).toContainText("Maria Escritora is editing block 2");

  // João's comment reaches Maria's open panel without a reload (the stream, not a poll).
  const posted = await other.request.post(`/api/projects/${projectId}/comments`, {
    data: { content: "Esse segundo bloco pode ser mais curto." },
  });
  expect(posted.status()).toBe(201);
  await expect(comments.first()).toContainText("Esse segundo bloco pode ser mais curto.", { timeout: 2_000 });

  // João leaves: Maria is alone again.
  await otherContext.close();
  await expect(page.getByTestId("presence").getByRole("listitem")).toHaveCount(1);
});

test("a save in one tab reaches the other tab and a reader without a reload, and edits to different blocks merge", async ({
  page,
  browser,
}) => {
  // Three pages in two browsers, each with its own event stream: past a minute on a busy runner.
  test.slow();
  await signUp(page, { name: "Maria Escritora" });
  const created = await page.request.post("/api/projects/import", {
    data: {
      format: "copyblocks.project",
      version: 1,
      project: { title: `Duas abas ${Date.now()}`, description: null, niche: "Saúde" },
      blocks: [
        { type: "HOOK", originalText: "Bloco um.", expansion: "" },
        { type: "PAIN_POINT", originalText: "Bloco dois.", expansion: "" },
        { type: "OFFER_STRUCTURE", originalText: "Bloco três.", expansion: "" },
      ],
    },
  });
  const projectId = ((await created.json()) as { id: string }).id;
  expect(
    (await page.request.patch(`/api/projects/${projectId}`, { data: { isPublic: true } })).status(),
  ).toBe(200);
  const original = (n: number, p = page) => p.getByRole("textbox", { name: `Block ${n} original text` });

  await page.goto(`/project/${projectId}`);
  const second = await page.context().newPage();
  await second.goto(`/project/${projectId}`);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signUp(reader, { name: "João Leitor" });
  await reader.goto(`/project/${projectId}`);
  await expect(original(1, reader)).toHaveValue("Bloco um.");

  // The second tab edits block 1 and saves; the first tab and the reader see it without a reload.
  await original(1, second).fill("Bloco um, reescrito na outra aba.");
  await second.keyboard.press("Control+s");
  await expect(original(1)).toHaveValue("Bloco um, reescrito na outra aba.", { timeout: 5_000 });
  await expect(original(1, reader)).toHaveValue("Bloco um, reescrito na outra aba.", { timeout: 5_000 });

  // Both tabs edit different blocks at once: both edits land in both tabs.
  await original(2).fill("Bloco dois, desta aba.");
  await original(3, second).fill("Bloco três, da outra aba.");
  await page.keyboard.press("Control+s");
  await second.keyboard.press("Control+s");
  for (const tab of [page, second]) {
    await expect(original(2, tab)).toHaveValue("Bloco dois, desta aba.", { timeout: 8_000 });
    await expect(original(3, tab)).toHaveValue("Bloco três, da outra aba.", { timeout: 8_000 });
  }
  const saved = (await (await page.request.get(`/api/projects/${projectId}/blocks`)).json()) as {
    blocks: { originalText: string }[];
  };
  expect(saved.blocks.map((b) => b.originalText)).toEqual([
    "Bloco um, reescrito na outra aba.",
    "Bloco dois, desta aba.",
    "Bloco três, da outra aba.",
  ]);
  await readerContext.close();
});
