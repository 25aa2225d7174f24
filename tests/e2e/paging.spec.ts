import { expect, type Page, test } from "@playwright/test";
import { openDashboard, signUp } from "./helpers";

/** Projects created oldest first through the API, so "… 01" ends up last in the lists. */
async function createProjects(page: Page, prefix: string, count: number, isPublic = false) {
  for (let i = 1; i <= count; i++) {
    const res = await page.request.post("/api/projects", {
      data: { title: `${prefix} ${String(i).padStart(2, "0")}`, niche: "Saúde" },
    });
    expect(res.status()).toBe(201);
    if (isPublic) {
      const id = (await res.json()).id;
      expect((await page.request.patch(`/api/projects/${id}`, { data: { isPublic: true } })).status()).toBe(
        200,
      );
    }
  }
}

test("the dashboard loads the next page of projects when scrolled to the end", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createProjects(page, "Carta", 62);
  await openDashboard(page);

  // The activity feed beside the list pages too: look inside the project list only.
  const list = page.getByRole("region", { name: "Projects" });
  const cards = list.getByTestId("project-card");
  await expect(cards).toHaveCount(50);
  await expect(list.getByText("50+ projects")).toBeVisible();
  await expect(cards.filter({ hasText: "Carta 62" })).toBeVisible();
  await expect(cards.filter({ hasText: "Carta 01" })).toHaveCount(0);

  // Reaching the foot of the list loads the rest, with no click.
  await list.getByTestId("load-more").scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(62);
  await expect(cards.filter({ hasText: "Carta 01" })).toBeVisible();
  await expect(list.getByText("62 projects")).toBeVisible();
  await expect(list.getByTestId("load-more")).toHaveCount(0);
  await page.screenshot({ path: "test-results/paging-dashboard-end.png", fullPage: false });

  // The list view pages the same way.
  await page.getByRole("radio", { name: "List view" }).click();
  await page.reload();
  const rows = list.getByRole("row").filter({ hasText: "Carta" });
  await expect(rows).toHaveCount(50);
  await list.getByTestId("load-more").scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(62);
});

test("the timeline pages public projects, and the load more button works from the keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const prefix = `Pública ${Date.now()}`;
  await createProjects(page, prefix, 55, true);
  await page.goto("/timeline");

  const ours = page.getByRole("listitem").filter({ hasText: prefix });
  await expect(ours.first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();
  await expect(ours.filter({ hasText: `${prefix} 01` })).toHaveCount(0);
  await page.screenshot({ path: "test-results/paging-timeline-top.png" });

  // Tab to the button and press Enter: the next page comes without scrolling by hand.
  const button = page.getByRole("button", { name: "Load more" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(ours.filter({ hasText: `${prefix} 01` })).toBeVisible();
  await expect(ours).toHaveCount(55);
});

test("a failed next page keeps what was loaded and offers to try again", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createProjects(page, "Falha", 52);
  // The next page (the one with a cursor) fails twice (the query client retries once), then the
  // server answers again.
  let failures = 0;
  await page.route(/\/api\/projects\?.*cursor=/, async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({
        status: 503,
        json: { error: { code: "DATABASE_UNAVAILABLE", message: "down" } },
      });
    } else {
      await route.continue();
    }
  });
  await openDashboard(page);
  const list = page.getByRole("region", { name: "Projects" });
  const cards = list.getByTestId("project-card");
  await expect(cards).toHaveCount(50);
  await list.getByTestId("load-more").scrollIntoViewIfNeeded();
  // Two failed attempts, a second apart: give a busy machine time.
  await expect(list.getByRole("alert").filter({ hasText: "Could not load more." })).toBeVisible({
    timeout: 20_000,
  });
  await expect(cards).toHaveCount(50);
  await page.screenshot({ path: "test-results/paging-dashboard-failed.png" });
  await list.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(52);
});

test("Back returns to the dashboard where it was scrolled, and a new page opens at the top", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createProjects(page, "Rolagem", 30);
  await page.goto("/dashboard");
  const cards = page.getByRole("region", { name: "Projects" }).getByTestId("project-card");
  await expect(cards).toHaveCount(30);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

  // Scroll far down the list and open a project from there.
  const card = cards.filter({ hasText: "Rolagem 05" });
  await card.scrollIntoViewIfNeeded();
  await expect.poll(scrollY).toBeGreaterThan(500);
  const scrolled = await scrollY();
  await card.getByRole("link", { name: "Open Rolagem 05" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: /Rolagem 05/ })).toBeVisible();
  expect(await scrollY()).toBe(0);

  // Back: the dashboard is where it was left.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card).toBeInViewport();
  await expect.poll(async () => Math.abs((await scrollY()) - scrolled)).toBeLessThan(10);

  // A new page (here the dashboard again, from the header) starts at the top.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect.poll(scrollY).toBe(0);
  await expect(cards.first()).toBeInViewport();
});
