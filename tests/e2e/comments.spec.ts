import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./helpers";

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A project with one block, created through the API as the page's signed-in user. */
async function createProject(page: Page, title: string): Promise<string> {
  const response = await page.request.post("/api/projects/import", {
    data: {
      format: "copyblocks.project",
      version: 1,
      project: { title, description: null, niche: "Saúde" },
      blocks: [{ type: "HOOK", originalText: "Are you tired of waking up at 3 a.m.?", expansion: "" }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The panel is toggled from the header's 'More options' menu ('Show Comments' / 'Hide Comments'). */
async function showComments(page: Page) {
  await page.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Show Comments" }).click();
  const panel = page.getByTestId("comments-panel");
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("comments panel on the project page", () => {
  test("post a comment with a picked mention, see others' comments arrive, follow the mention, see the feed", async ({
    page,
    browser,
  }) => {
    const id = runId();
    // No spaces, at most 20 characters: each title is a complete mention query of its own.
    const targetTitle = `Dest-${id}`;
    const discussedTitle = `Disc-${id}`;
    await signUp(page, { name: "Maria Escritora" });
    const targetId = await createProject(page, targetTitle);
    const discussedId = await createProject(page, discussedTitle);

    await page.goto(`/project/${discussedId}`);
    const panel = await showComments(page);
    await expect(panel.getByText("No comments yet.")).toBeVisible();
    await expect(panel.getByText("Be the first to add a comment!")).toBeVisible();
    const post = panel.getByRole("button", { name: "Post Comment" });
    await expect(post).toBeDisabled();

    const box = panel.getByRole("combobox", { name: "Comment" });
    await expect(box).toHaveAttribute("placeholder", /Type @ to mention a project/);
    await box.fill("   ");
    await expect(post).toBeDisabled();

    // The picker never offers the current project.
    const listbox = panel.getByRole("listbox", { name: "Mention a project" });
    await box.fill("");
    await box.pressSequentially(`@${discussedTitle}`);
    await expect(listbox).toBeVisible();
    await expect(panel.getByText("No projects found")).toBeVisible();

    // A space closes it; Escape closes it; typing '@' again opens it.
    await box.press("Space");
    await expect(listbox).toBeHidden();
    await box.fill("");
    await box.pressSequentially("Compare com @Dest");
    await expect(listbox).toBeVisible();
    await box.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(panel).toBeVisible();
    await box.fill("Compare com ");
    await box.pressSequentially("@Dest");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    expect(await listbox.getByRole("option").count()).toBeLessThanOrEqual(5);
    await box.pressSequentially(`-${id}`);
    await expect(listbox.getByRole("option")).toHaveCount(1);
    await expect(listbox.getByRole("option", { name: targetTitle })).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);

    // Pick with the keyboard: the text now holds the stored form.
    await box.press("Enter");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue(`Compare com @[${targetTitle}](${targetId}) `);
    await box.pressSequentially("antes de publicar.");
    await expect(post).toBeEnabled();
    await post.click();
    await expect(page.getByText("Comment added successfully")).toBeVisible();
    await expect(box).toHaveValue("");

    const comments = panel.getByTestId("comment");
    await expect(comments).toHaveCount(1);
    await expect(comments.first().getByText("Maria Escritora")).toBeVisible();
    await expect(comments.first()).toContainText(`Compare com @${targetTitle} antes de publicar.`);

    // A mention picked mid-text leaves the caret after it: typing goes on there, at once.
    await box.fill("Veja  hoje");
    await box.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(5, 5));
    await box.pressSequentially(`@Dest-${id}`);
    await expect(listbox.getByRole("option", { name: targetTitle })).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await box.pressSequentially("e compare ");
    await expect(box).toHaveValue(`Veja @[${targetTitle}](${targetId}) e compare hoje`);

    // HTML in a comment is text, never markup.
    await box.fill("<img src=x onerror=alert(1)> <b>negrito</b>");
    await post.click();
    await expect(comments).toHaveCount(2);
    await expect(comments.first()).toContainText("<img src=x onerror=alert(1)> <b>negrito</b>");
    expect(await panel.locator("img").count()).toBe(0);

    // Another writer comments on the (now public) project: it appears without a reload.
    expect(
      (await page.request.patch(`/api/projects/${discussedId}`, { data: { isPublic: true } })).status(),
    ).toBe(200);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signUp(other, { name: "João Revisor" });
    const posted = await other.request.post(`/api/projects/${discussedId}/comments`, {
      data: { content: "Gostei do gancho." },
    });
    expect(posted.status()).toBe(201);
    await expect(comments.first()).toContainText("Gostei do gancho.", { timeout: 15_000 });
    await expect(comments.first().getByText("João Revisor")).toBeVisible();
    await expect(comments).toHaveCount(3);
    await otherContext.close();

    // Ctrl+/ hides and shows the panel.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+/");
    await expect(panel).toBeHidden();
    await page.keyboard.press("Control+/");
    await expect(page.getByTestId("comments-panel")).toBeVisible();

    // Follow the mention.
    await page
      .getByTestId("comments-panel")
      .getByRole("link", { name: `@${targetTitle}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/project/${targetId}$`));

    // The dashboard feed shows the comment.
    await page.goto("/dashboard");
    const feed = page.getByRole("region", { name: "Recent Activity" });
    await expect(
      feed.getByRole("listitem").filter({ hasText: discussedTitle }).getByText("Comment").first(),
    ).toBeVisible();
  });
});
