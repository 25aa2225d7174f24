import { expect, test } from "@playwright/test";
import { signUpThroughUi } from "./helpers";

for (const [name, size] of [
  ["laptop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the settings page manages the user's glossary (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signUpThroughUi(page);
    await page.goto("/settings");
    await expect(page.getByText("No terms yet.")).toBeVisible();

    await page.getByLabel("Term", { exact: true }).fill("Neuroslim");
    await page.getByLabel("Do not translate this term").check();
    await expect(page.getByLabel("Translation", { exact: true })).toBeDisabled();
    await page.getByRole("button", { name: "Add term" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveText(/Neuroslim.*do not translate/);

    await page.getByLabel("Term", { exact: true }).fill("açafrão-da-terra");
    await page.getByLabel("Language", { exact: true }).selectOption("en");
    await page.getByLabel("Translation", { exact: true }).fill("turmeric");
    await page.getByRole("button", { name: "Add term" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveCount(2);
    await expect(page.getByTestId("glossary-term").first()).toHaveText(/açafrão-da-terra.*EN: turmeric/);

    // The same term again is refused with the server's reason.
    await page.getByLabel("Term", { exact: true }).fill("NEUROSLIM");
    await page.getByLabel("Do not translate this term").check();
    await page.getByRole("button", { name: "Add term" }).click();
    await expect(page.getByText('The glossary already has the term "NEUROSLIM"')).toBeVisible();
    await page.getByTestId("glossary-term").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/glossary-${name}.png` });

    await page.getByRole("button", { name: "Remove Neuroslim" }).click();
    await expect(page.getByTestId("glossary-term")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("glossary-term")).toHaveCount(1);
  });
}
