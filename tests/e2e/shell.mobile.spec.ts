import { expect, test } from "@playwright/test";
import { openDashboard, signUp } from "./helpers";

test("on a phone the navigation is in a collapsible menu", async ({ page }) => {
  await signUp(page);
  await openDashboard(page);
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Timeline" }).last().click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole("heading", { name: /Timeline/i })).toBeVisible();
});
