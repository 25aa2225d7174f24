import { expect, test } from "@playwright/test";
import { signUpThroughUi, uniqueEmail } from "./helpers";

test("sign up, land on the dashboard, stay signed in after reload, sign out", async ({ page }) => {
  const user = await signUpThroughUi(page);
  await expect(page.getByText("Sign up successful! Welcome to CopyBlocks.")).toBeVisible();
  await expect(page.getByText("No Projects Yet")).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("No Projects Yet")).toBeVisible();

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu").getByText(user.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Signed out successfully")).toBeVisible();

  // A protected route now sends the visitor to /auth.
  await page.goto("/timeline");
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign in again with the same account; a signed-in user on /auth goes to /dashboard", async ({
  page,
}) => {
  const user = await signUpThroughUi(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(user.email);
  await panel.getByLabel("Password").fill(user.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Signed in successfully!")).toBeVisible();

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a wrong password shows the server's message and stays on /auth", async ({ page }) => {
  const user = await signUpThroughUi(page);
  await page.context().clearCookies();
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(user.email);
  await panel.getByLabel("Password").fill("not-the-password");
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign-up validation: short password, common password and an e-mail already registered", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, { email });
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Name").fill("Outra Pessoa");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill("12345");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expect(panel.getByText("Password must be at least 8 characters")).toBeVisible();

  // Long enough but on the list of breached passwords: the server's 400 shows in the form.
  await panel.getByLabel("Password").fill("12345678");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/This password is too common/)).toBeVisible();

  await panel.getByLabel("Password").fill("segredo123");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/already exists/i)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("protected routes send visitors to /auth; unknown paths show the 404 page", async ({ page }) => {
  for (const route of ["/dashboard", "/settings", "/admin"]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/auth$/);
  }
  // A project link is for reading public projects: a bad or private one says it is not found.
  await page.goto("/project/abc");
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("placeholder pages and the admin guard for a plain user", async ({ page }) => {
  await signUpThroughUi(page);
  // /templates and /translation are real pages now, each tested in its own file.
  for (const route of ["/analytics", "/assistant"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { name: "Under Development" })).toBeVisible();
  }
  await page.getByRole("button", { name: /Back to Dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/tools/debug");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("without SMTP, asking for a reset link says an administrator sends it, never 'check your e-mail'", async ({
  page,
}) => {
  const user = await signUpThroughUi(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.goto("/forgot-password");
  await expect(page.getByText(/This server sends no e-mail: an administrator can send you/)).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Ask for a reset link" }).click();
  await expect(page.getByRole("heading", { name: "Ask an administrator for your link" })).toBeVisible();
  await expect(page.getByTestId("reset-sent")).toContainText("ask an administrator to send it to you");
  await expect(page.getByText(/Check your inbox|on its way/)).toHaveCount(0);
});

test("the sign-in page switches its language beside the theme switch", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.getByTestId("language-switch").selectOption("pt");
  await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();
  await page.getByTestId("language-switch").selectOption("en");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});
