import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("the settings page changes the display name and refuses a bad avatar URL", async ({ page }) => {
  await signUp(page, { name: "Nome Antigo" });
  await page.goto("/settings");
  await page.getByLabel("Avatar URL").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Avatar URL must be an http(s) URL")).toBeVisible();

  await page.getByLabel("Avatar URL").fill("");
  await page.getByLabel("Display name").fill("Nome Novo");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Display name")).toHaveValue("Nome Novo");
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu").getByText("Nome Novo")).toBeVisible();
});
