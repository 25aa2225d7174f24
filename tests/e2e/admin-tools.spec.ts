import { expect, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./admin-email";
import { chooseTable, signUp, signUpOrSignInByApi, uniqueEmail } from "./helpers";

/**
 * The one admin address can be registered only once per server run, and other specs may have
 * done it already: sign up, or sign in when the account exists.
 */
test("an admin deletes a project by id, inspects a table and changes a user's role", async ({ browser }) => {
  // A writer with a project to delete.
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  const writerEmail = uniqueEmail("role");
  await signUp(writer, { email: writerEmail, name: "Rita Papel" });
  const created = await writer.request.post("/api/projects", { data: { title: "Projeto para excluir" } });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: string };

  const adminContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await adminContext.newPage();
  await signUpOrSignInByApi(page, E2E_ADMIN_EMAIL, "Admin");

  // Direct delete: blank id, then the real one, then the same id again (now missing).
  await page.goto("/tools/direct-delete");
  await expect(page.getByRole("heading", { name: "Direct delete" })).toBeVisible();
  const deleteButton = page.getByRole("button", { name: "Delete project" });
  await deleteButton.click();
  await expect(page.getByText("Please enter a valid project ID")).toBeVisible();
  await page.getByLabel("Project ID").fill(projectId);
  await deleteButton.click();
  await expect(page.getByTestId("deleted-ids")).toHaveText(projectId);
  await deleteButton.click();
  const failed = page.getByRole("alert").filter({ hasText: "The deletion failed" });
  await expect(failed).toContainText("Project not found.");
  expect((await writer.request.get(`/api/projects/${projectId}`)).status()).toBe(404);

  // Table info, reached through the tools navigation.
  await page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "Tables" }).click();
  await expect(page).toHaveURL(/\/tools\/table-info$/);
  await expect(page.getByRole("combobox", { name: "Table" })).toBeVisible();
  await chooseTable(page, "projects");
  const columns = page.getByRole("table", { name: "Columns of projects" });
  for (const column of ["id", "title", "is_public", "source_project_id"]) {
    await expect(columns.getByRole("cell", { name: column, exact: true })).toBeVisible();
  }

  // The admin panel: three SQL tabs with copy, and the users' roles.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administrators Only" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(3);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/CREATE|ALTER|UPDATE/i);

  const role = page.getByRole("combobox", { name: `Role of ${writerEmail}` });
  await expect(role).toHaveText("User");
  await role.click();
  // The e2e admin is a superadmin (SUPERADMIN_EMAILS), who may grant every role.
  await expect(page.getByRole("option", { name: "Superadmin" })).not.toHaveAttribute("aria-disabled", "true");
  await page.getByRole("option", { name: "Admin", exact: true }).click();
  await expect(page.getByText("Role updated")).toBeVisible();
  await expect(role).toHaveText("Admin");

  // The writer is now an admin too.
  await writer.goto("/admin");
  await expect(writer.getByRole("heading", { name: "Administrators Only" })).toBeVisible();

  await adminContext.close();
  await writerContext.close();
});

test("a plain admin sees the admin page read-only: the tools that list or delete every project are not offered", async ({
  browser,
}) => {
  // Two accounts and six pages: past a minute on a busy runner.
  test.slow();
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  const email = uniqueEmail("plain-admin");
  await signUp(page, { email, name: "Ana Admin" });
  const { id } = (await (await page.request.get("/api/me")).json()) as { id: string };
  // The e2e superadmin makes the new account a plain admin.
  const superContext = await browser.newContext();
  const superPage = await superContext.newPage();
  await signUpOrSignInByApi(superPage, E2E_ADMIN_EMAIL, "Admin");
  expect(
    (await superPage.request.patch(`/api/admin/users/${id}`, { data: { role: "admin" } })).status(),
  ).toBe(200);
  await superContext.close();

  const everyProject: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/tools/projects")) everyProject.push(request.url());
  });

  // The admin page lists every tool; only the table catalogue is a link, the others say who may use them.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administrators Only" })).toBeVisible();
  const tools = page.getByRole("region", { name: "Tools", exact: true });
  await expect(tools.getByRole("link")).toHaveCount(1);
  await expect(tools.getByRole("link", { name: /Table information/ })).toBeVisible();
  await expect(tools.getByTestId("tool-unavailable")).toHaveCount(4);
  for (const title of ["Project cleanup", "Debug", "Specific cleanup", "Direct delete"]) {
    await expect(tools.getByTestId("tool-unavailable").filter({ hasText: title })).toContainText(
      "Superadmin only",
    );
  }

  // Opened by its address, a superadmin tool shows why instead of its buttons, and lists nothing.
  for (const [path, title, button] of [
    ["/tools/cleanup", "Project cleanup", "Delete all"],
    ["/tools/debug", "Debug", "Mark as deleted"],
    ["/tools/cleanup-specific", "Specific cleanup", "Force delete"],
    ["/tools/direct-delete", "Direct delete", "Delete project"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("superadmin-only")).toContainText("This tool needs the superadmin role");
    await expect(page.getByRole("button", { name: button })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Tools" });
    await expect(nav.getByRole("link")).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Tables" })).toBeVisible();
  }
  expect(everyProject).toEqual([]);

  // The table catalogue stays the admin's.
  await page.goto("/tools/table-info");
  await chooseTable(page, "projects");
  await expect(page.getByRole("table", { name: "Columns of projects" })).toBeVisible();
  await adminContext.close();
});

test("a plain user cannot reach the tools", async ({ page }) => {
  await signUp(page);
  await page.goto("/tools/direct-delete");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/tools/projects")).status()).toBe(403);
});

test("an admin force-deletes a source by id and marks its copy as deleted", async ({ browser }) => {
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signUp(writer, { email: uniqueEmail("force"), name: "Fonte Forçada" });
  const source = await (
    await writer.request.post("/api/projects", { data: { title: "Fonte a forçar" } })
  ).json();
  const copy = await (
    await writer.request.post(`/api/projects/${source.id}/duplicate`, { data: { title: "Cópia que fica" } })
  ).json();

  const page = await (await browser.newContext()).newPage();
  await signUpOrSignInByApi(page, E2E_ADMIN_EMAIL, "Admin");

  // Force delete takes a list: the source goes although a copy derives from it; a missing id is skipped.
  await page.goto("/tools/cleanup-specific");
  await page.getByLabel("Project IDs").fill(`${source.id}\n00000000-0000-4000-8000-000000000000`);
  await page.getByRole("button", { name: "Force delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("deleted-ids")).toHaveText(source.id);
  expect((await writer.request.get(`/api/projects/${source.id}`)).status()).toBe(404);
  const kept = await (await writer.request.get(`/api/projects/${copy.id}`)).json();
  expect(kept).toMatchObject({ title: "Cópia que fica", sourceProjectId: null });

  // Mark as deleted renames the copy with the deleted marker.
  await page.goto("/tools/debug");
  await page.getByRole("button", { name: "Mark as deleted: Cópia que fica" }).click();
  await expect(page.getByText("Project marked as deleted")).toBeVisible();
  const marked = await (await writer.request.get(`/api/projects/${copy.id}`)).json();
  expect(marked.title).toMatch(/^\[EXCLUÍDO\] [0-9A-F]{6} \d{4}-\d{2}-\d{2}$/);
  expect(marked.description).toBe("Este projeto foi marcado como excluído.");
});

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("the admin panel and the tools speak Portuguese, in the product's copy", async ({ page }) => {
    // The shared admin account: made by whichever test came first, so sign up or else sign in.
    const account = { email: E2E_ADMIN_EMAIL, password: "segredo123" };
    if (!(await page.request.post("/api/auth/sign-up/email", { data: { ...account, name: "Admin" } })).ok())
      expect((await page.request.post("/api/auth/sign-in/email", { data: account })).ok()).toBe(true);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Apenas Administradores" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Adicionar colunas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Atualizar projetos" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Papel" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copiar", exact: true })).toBeVisible();

    await page.goto("/tools/direct-delete");
    await expect(page.getByRole("heading", { name: "Exclusão direta" })).toBeVisible();
    await page.getByRole("button", { name: "Excluir projeto" }).click();
    await expect(page.getByText("Por favor, insira um ID de projeto válido")).toBeVisible();
    // The server's refusal is worded from the Portuguese catalog too.
    await page.getByLabel("ID do projeto").fill("00000000-0000-4000-8000-000000000000");
    await page.getByRole("button", { name: "Excluir projeto" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "A exclusão falhou" })).toContainText(
      "Projeto não encontrado.",
    );

    // "Delete all" is enabled once there is a project to delete; the dialog is only opened and cancelled.
    expect((await page.request.post("/api/projects", { data: { title: "Projeto do admin" } })).status()).toBe(
      201,
    );
    await page.goto("/tools/cleanup");
    await page.getByRole("button", { name: "Excluir tudo" }).click();
    await expect(
      page.getByText("Tem certeza que deseja EXCLUIR TODOS OS PROJETOS? Esta ação não pode ser desfeita!"),
    ).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
    for (const english of ["Delete all", "Mark as deleted", "Force delete", "Copied", "Loading"]) {
      await expect(page.getByText(english)).toHaveCount(0);
    }
  });
});
