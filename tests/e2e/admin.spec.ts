import { expect, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./admin-email";
import { signUpOrSignInByApi } from "./helpers";

test("an e-mail from ADMIN_EMAILS reaches the admin panel", async ({ page }) => {
  await signUpOrSignInByApi(page, E2E_ADMIN_EMAIL, "Admin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administrators Only" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
