/** The e-mail the e2e server lists in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = "admin-e2e@example.com";
