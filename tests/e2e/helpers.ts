import { expect, type Page } from "@playwright/test";

let counter = 0;

export function uniqueEmail(prefix = "writer") {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Signs a new user up through the Auth screen and waits for the dashboard. */
export async function signUpThroughUi(page: Page, { email = uniqueEmail(), name = "Maria Escritora" } = {}) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill("segredo123");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, name, password: "segredo123" };
}
