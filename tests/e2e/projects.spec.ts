import { expect, type Page, test } from "@playwright/test";
import { cell, openDashboard, signUp } from "./helpers";

function runId() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function openCreateDialog(page: Page) {
  await page.getByRole("button", { name: "New Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Project" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("create, add a niche, duplicate, share, see it on another user's timeline, delete rules, feed", async ({
  page,
  browser,
}) => {
  // Two users, six pages and a dozen saves in one story: more than the default minute on a busy runner.
  test.slow();
  const id = runId();
  const sourceTitle = `Carta Emagrecimento ${id}`;
  const copyTitle = `Versão B ${id}`;
  const niche = `Pets ${id}`;

  await signUp(page, { name: "Maria Escritora" });
  await openDashboard(page);
  await expect(page.getByText("No Projects Yet")).toBeVisible();

  // Blank project with a custom niche.
  let dialog = await openCreateDialog(page);
  const create = dialog.getByRole("button", { name: "Create Project" });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Title").fill("   ");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Title").fill(sourceTitle);
  await expect(create).toBeEnabled();

  await dialog.getByRole("combobox", { name: "Niche" }).click();
  await page.getByRole("option", { name: "+ Add Custom" }).click();
  const addNiche = dialog.getByRole("button", { name: "Add", exact: true });
  await expect(addNiche).toBeDisabled();
  await dialog.getByLabel("Custom niche").fill(niche);
  await addNiche.click();
  await expect(page.getByText("Niche added")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Niche" })).toHaveText(niche);

  await dialog.getByLabel(/Initial content/).fill("Você está cansado de dietas que não funcionam?");
  await create.click();
  await expect(page.getByText("Project created")).toBeVisible();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const sourceUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: sourceTitle })).toBeVisible();
  await expect(page.locator("main").getByText(niche, { exact: true })).toBeVisible();
  // The initial content opens split and typed, not waiting in the text box.
  await expect(page.getByText("Text analysis complete")).toBeVisible();
  await expect(cell(page, 1, "original text")).toHaveValue("Você está cansado de dietas que não funcionam?");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved at/, { timeout: 15_000 });

  // The dashboard card and the niche filter.
  await page.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const sourceCard = page.getByTestId("project-card").filter({ hasText: sourceTitle });
  await expect(sourceCard).toBeVisible();
  await expect(sourceCard.getByText(niche)).toBeVisible();
  await expect(sourceCard.getByText("Maria Escritora")).toBeVisible();
  const feed = page.getByRole("region", { name: "Recent Activity" });
  await expect(
    feed.getByRole("listitem").filter({ hasText: sourceTitle }).getByText("Created"),
  ).toBeVisible();

  // Duplicate it: the source's niche is shown, the copy opens with a link back to its source.
  dialog = await openCreateDialog(page);
  await dialog.getByRole("tab", { name: "Duplicate Project" }).click();
  const duplicate = dialog.getByRole("button", { name: "Duplicate Project" });
  await expect(duplicate).toBeDisabled();
  await dialog.getByRole("combobox", { name: "Source project" }).click();
  await page.getByRole("option", { name: sourceTitle, exact: true }).click();
  await expect(dialog.getByTestId("source-niche")).toContainText(niche);
  await dialog.getByLabel("New title").fill(copyTitle);
  await duplicate.click();
  await expect(page.getByText("Project created").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: copyTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: sourceTitle })).toHaveAttribute(
    "href",
    new URL(sourceUrl).pathname,
  );

  // Share the source.
  await page.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Back to Dashboard" }).click();
  await expect(page.getByTestId("project-card")).toHaveCount(2);
  const visibility = page.getByRole("switch", { name: `Public: ${sourceTitle}`, exact: true });
  await expect(visibility).not.toBeChecked();
  // The saved blocks of the initial content were one update already; sharing is one more.
  const updates = feed.getByRole("listitem").filter({ hasText: sourceTitle }).getByText("Updated");
  await expect(updates.first()).toBeVisible();
  const updatesBefore = await updates.count();
  await visibility.click();
  await expect(page.getByText("The project is now public")).toBeVisible();
  await expect(visibility).toBeChecked();
  await expect(updates).toHaveCount(updatesBefore + 1);

  // The list view shows the same projects in a table.
  await page.getByRole("radio", { name: "List view" }).click();
  const table = page.getByRole("table", { name: "Projects" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("columnheader", { name: "Last Updated" })).toBeVisible();
  await page.getByRole("radio", { name: "Grid view" }).click();

  // A second user sees it on the timeline, with the author's name, and can open it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, { name: "Leitor Curioso" });
  await other.goto("/timeline");
  const publicCard = other.getByTestId("timeline-card").filter({ hasText: sourceTitle });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByText("Maria Escritora")).toBeVisible();
  await expect(publicCard.getByText(/\d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}/)).toBeVisible();
  await expect(other.getByTestId("timeline-card").filter({ hasText: copyTitle })).toHaveCount(0);
  await publicCard.getByRole("link", { name: sourceTitle }).click();
  await expect(other.getByRole("heading", { level: 1, name: sourceTitle })).toBeVisible();
  await otherContext.close();

  // The source cannot be deleted while a copy exists: the dialog says so before confirming.
  await page.getByRole("button", { name: `Delete ${sourceTitle}`, exact: true }).click();
  const confirmDelete = page.getByRole("alertdialog");
  await expect(confirmDelete.getByText(/1 project was copied from/)).toBeVisible();
  await expect(confirmDelete.getByRole("button", { name: "Delete" })).toBeDisabled();
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();
  await expect(sourceCard).toBeVisible();

  // The copy can; it leaves the dashboard and the feed.
  await expect(feed.getByRole("listitem").filter({ hasText: copyTitle })).not.toHaveCount(0);
  await page.getByRole("button", { name: `Delete ${copyTitle}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted")).toBeVisible();
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await expect(feed.getByRole("listitem").filter({ hasText: copyTitle })).toHaveCount(0);

  // Hiding the feed gives the projects the full width.
  await page.getByRole("button", { name: "Activity", exact: true }).click();
  await expect(feed).toHaveCount(0);
  await page.getByRole("button", { name: "Activity", exact: true }).click();
  await expect(feed).toBeVisible();

  // With its copy gone the source can be deleted too (this also takes it off the shared timeline).
  await page.getByRole("button", { name: `Delete ${sourceTitle}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No Projects Yet")).toBeVisible();
});

test("a private project of someone else is not found", async ({ page, browser }) => {
  await signUp(page);
  await openDashboard(page);
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel("Title").fill(`Privado ${runId()}`);
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const privatePath = new URL(page.url()).pathname;

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other);
  await other.goto(privatePath);
  await expect(other.getByText("Project not found")).toBeVisible();
  await expect(other).toHaveURL(/\/dashboard$/);
  await otherContext.close();
});
