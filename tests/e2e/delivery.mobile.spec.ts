import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// The Templates page and the teleprompter fit a phone: no sideways scrolling, controls in reach.

test("templates and the teleprompter fit a phone", async ({ page, context }) => {
  test.setTimeout(90_000);
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("phone"), password: "segredo123", name: "Lia Celular" },
  });
  expect(res.ok()).toBe(true);
  await page.goto("/templates");
  await expect(page.getByTestId("template-card")).toHaveCount(7);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/i34-shots/templates-phone.png" });

  await page.getByTestId("template-card").filter({ hasText: "Ad Copy" }).getByRole("button").click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await page.goto(`${new URL(page.url()).pathname}/prompter`);
  await expect(page.getByTestId("prompter-type")).toHaveText("Header", { timeout: 30_000 });
  for (const name of ["Start", "Faster", "Slower", "Mirror", "Back to the editor"])
    await expect(
      page.getByRole(name === "Back to the editor" ? "link" : "button", { name, exact: true }),
    ).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Start", exact: true }).tap();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.screenshot({ path: "/tmp/i34-shots/prompter-phone.png" });
});
