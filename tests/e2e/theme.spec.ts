import { expect, test } from "@playwright/test";

test("the theme follows the system by default and a choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: /Light/ }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("copyblocks-theme"))).toBe("light");

  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the header turns translucent after 10 px of scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/no/such/page");
  const header = page.locator("header").first();
  const before = await header.getAttribute("class");
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 200);
  });
  await expect.poll(async () => header.getAttribute("class")).not.toBe(before);
  await expect(header).toHaveClass(/backdrop-blur/);
});
