import { expect, type Page } from "@playwright/test";

let counter = 0;

const PASSWORD = "segredo123";

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
  // The address changes as the navigation starts; the sign-up page stays on screen (with the
  // signed-in header) until the dashboard's code is in. Wait for the dashboard itself, or a click
  // on the header could land on the page that is about to go.
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return { email, name, password: "segredo123" };
}

/**
 * Signs a new user up through the auth API, the route the Auth screen posts to; the page shares
 * the session cookie. Only auth.spec.ts needs the form itself: going through it costs every other
 * test two page loads. Stays where the page is (blank for a new page).
 */
export async function signUp(page: Page, { email = uniqueEmail(), name = "Maria Escritora" } = {}) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name },
  });
  expect(res.ok(), `sign-up of ${email}: ${res.status()} ${await res.text()}`).toBe(true);
  return { email, name, password: PASSWORD };
}

/** Opens the dashboard, where the Auth screen leaves a new user, and waits for it to be on screen. */
export async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/**
 * Signs the page in as a fixed e-mail through the auth API: signs up, or signs in when an earlier
 * test (or a retry) already made the account. For accounts shared across specs, such as the admin
 * from ADMIN_EMAILS; two tests making it at once both end signed in.
 */
export async function signUpOrSignInByApi(page: Page, email: string, name: string, password = PASSWORD) {
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password, name } });
  if (signUp.ok()) return;
  // The account exists (or is being made by a test running beside this one): sign in.
  await expect
    .poll(async () =>
      (await page.request.post("/api/auth/sign-in/email", { data: { email, password } })).status(),
    )
    .toBe(200);
}

/**
 * Signs up with a fixed e-mail, or signs in when an earlier test (or a retry) already made it.
 * For accounts shared across specs, such as the admin from ADMIN_EMAILS.
 */
export async function signUpOrSignIn(page: Page, email: string, name: string, password = "segredo123") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Name").fill(name);
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill(password);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  const exists = page.getByText(/already exists/i);
  await expect(page.getByRole("heading", { name: "Dashboard" }).or(exists)).toBeVisible();
  if (await exists.isVisible()) {
    await page.getByRole("tab", { name: "Sign In" }).click();
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill(password);
    await signIn.getByRole("button", { name: "Sign In" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The editor's AI toolbar, opened (it starts closed to leave room for the blocks). */
export async function openAiToolbar(page: Page) {
  const toolbar = page.getByRole("region", { name: "AI toolbar" });
  const toggle = toolbar.getByTestId("ai-toolbar-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return toolbar;
}

/** One cell of the block table, by its accessible label ("Block 2 expansion"). */
export const cell = (page: Page, n: number, what: "type" | "original text" | "translation" | "expansion") =>
  page.getByLabel(`Block ${n} ${what}`, { exact: true });

/** The editor's block table (in any interface language). It renders only the rows near the window. */
export const blockTable = (page: Page) => page.getByTestId("block-table");

/** The table holds `count` blocks (its aria-rowcount counts the header row too). */
export async function expectBlockCount(page: Page, count: number) {
  await expect(blockTable(page)).toHaveAttribute("aria-rowcount", String(count + 1));
}

/** Block n's row, once it is rendered (aria-rowindex counts the header row too). */
export const blockRow = (page: Page, n: number) => blockTable(page).locator(`[aria-rowindex="${n + 1}"]`);

/** Scrolls the page, as a reader would, until block n's row is rendered, and centres it. */
export async function scrollToBlock(page: Page, n: number) {
  await expect(blockTable(page)).toBeVisible();
  const found = await page.evaluate(async (rowIndex) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 0; step < 500; step++) {
      const rows = [...document.querySelectorAll("[data-testid='block-table'] [data-block-id]")];
      const target = rows.find((row) => row.getAttribute("aria-rowindex") === String(rowIndex));
      if (target) {
        target.scrollIntoView({ block: "center" });
        await frame();
        return true;
      }
      const last = Math.max(...rows.map((row) => Number(row.getAttribute("aria-rowindex"))));
      window.scrollBy(0, (rowIndex > last ? 1 : -1) * window.innerHeight * 0.8);
      await frame();
    }
    return false;
  }, n + 1);
  expect(found, `block ${n} was never rendered`).toBe(true);
}

/**
 * Chooses a table on the table-info tool with the keyboard (type to jump, Enter), a path users
 * take too: in CI a pointer click on an option of this 21-entry list was lost now and then while
 * the list was still settling after opening, leaving it open with nothing chosen.
 */
export async function chooseTable(page: Page, table: string) {
  const choice = page.getByRole("combobox");
  const option = page.getByRole("option", { name: table, exact: true });
  await choice.click();
  await expect(option).toBeVisible();
  await page.keyboard.type(table);
  await expect(option).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(choice).toHaveText(table);
}
