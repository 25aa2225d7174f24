import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./helpers";

async function projectWith(page: Page, title: string, blocks: { type: string; originalText: string }[]) {
  const created = await (await page.request.post("/api/projects", { data: { title } })).json();
  const saved = await page.request.put(`/api/projects/${created.id}/blocks`, {
    data: { baseVersion: created.version ?? 1, blocks: blocks.map((b) => ({ ...b, expansion: "" })) },
  });
  expect(saved.status()).toBe(200);
  return { id: created.id as string, blocks: (await saved.json()).blocks as { id: string }[] };
}

const words = (n: number, word = "palavra") => Array.from({ length: n }, () => word).join(" ");

for (const [name, size] of [
  ["laptop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the structure map shows sections and what is out of order (${name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signUp(page);
    const project = await projectWith(page, "Carta fora de ordem", [
      { type: "HOOK", originalText: words(30) },
      { type: "HOOK", originalText: words(15) },
      { type: "GUARANTEE", originalText: words(20) },
      { type: "PAIN_POINT", originalText: words(60) },
      { type: "MECHANISM_INTRO", originalText: words(45) },
      { type: "SOCIAL_PROOF", originalText: words(40) },
      { type: "OFFER_STRUCTURE", originalText: words(50) },
      { type: "CALL_TO_ACTION", originalText: words(10) },
    ]);
    await page.goto(`/project/${project.id}`);
    await page.getByTestId("structure-toggle").click();
    const map = page.getByTestId("structure-map");
    await expect(map).toBeVisible();
    // 270 words at the default 150 words a minute.
    await expect(map.getByText("270 words · 1:48")).toBeVisible();
    await expect(
      map.getByRole("navigation", { name: "Sections of the copy" }).getByRole("button"),
    ).toHaveCount(7);
    await expect(map.getByText("#1–2 · 45 words · 0:18")).toBeVisible();

    const issues = map.getByTestId("structure-issue");
    await expect(issues).toHaveCount(2);
    await expect(issues.nth(0)).toHaveText(/Story is missing/);
    await expect(issues.nth(1)).toHaveText(/Guarantee comes too early/);
    await page.screenshot({ path: `test-results/structure-${name}.png` });

    await issues.nth(1).getByRole("button").click();
    const row = page.locator(`[data-block-id="${project.blocks[2].id}"]`);
    await expect(row).toHaveAttribute("data-active", "true");
    await expect(row).toBeInViewport();

    // A template reference checks the template's own steps instead.
    if (name === "laptop") {
      await map.getByLabel("Check the order against").selectOption({ label: "Template: Landing Page" });
      await expect(map.getByTestId("structure-issue").first()).toHaveText(/is missing/);
      await map.getByLabel("Check the order against").selectOption({ label: "Classic sales letter" });
      await expect(issues).toHaveCount(2);
    }
  });
}

test("the PDF export can include the structure map as a picture", async ({ page }) => {
  await signUp(page);
  const project = await projectWith(page, "Carta para o PDF", [
    { type: "HOOK", originalText: words(12) },
    { type: "PAIN_POINT", originalText: words(20) },
    { type: "CALL_TO_ACTION", originalText: words(8) },
  ]);
  await page.goto(`/project/${project.id}`);
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export Project" });
  const option = dialog.getByLabel("Include the structure map (picture)");
  await expect(option).toHaveCount(0);
  await dialog.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: /\(\.pdf\)/ }).click();
  await option.check();
  await page.screenshot({ path: "test-results/structure-export-dialog.png" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Export", exact: true }).click(),
  ]);
  const text = execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", await download.path(), "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  // The file speaks the interface's language unless the dialog picks another.
  expect(text).toContain("Copy structure · 40 words · 0:16");
  expect(text).toContain("Missing: Story");
});
