/** The admin panel: SQL scripts, users and their roles, links to the developer tools. */
export const admin = {
  title: "Administrators Only",
  description: "Database scripts, user roles and maintenance tools.",
  why: "You are seeing this page because your account has the administrator role.",
  tools: "Tools",
  sql: {
    title: "SQL scripts",
    description: "This database's real schema, its access rules and maintenance.",
    loading: "Loading scripts",
    loadFailed: "Could not load the scripts",
    empty: "No scripts available.",
    copy: "Copy",
    /** The three tabs, by the script's id. */
    scripts: {
      schema: {
        title: "Add columns",
        description:
          "The migrations that create every table, column, constraint and index (applied at start-up).",
      },
      policies: {
        title: "Access policies (RLS)",
        description: "The access rules the server enforces, as PostgreSQL row-level-security policies.",
      },
      maintenance: {
        title: "Update projects",
        description: "Maintenance: repair niches, translation flags, block positions, links and profiles.",
      },
    },
  },
  users: {
    title: "Users",
    description: "Only a superadmin grants or removes the superadmin role.",
    loading: "Loading users",
    loadFailed: "Could not load the users",
    name: "Name",
    email: "Email",
    role: "Role",
    projects: "Projects",
    since: "Since",
    roleOf: "Role of {{email}}",
    viaConfig: "Admin via ADMIN_EMAILS",
    roleUpdated: "Role updated",
    roleUpdatedBody: "{{name}} is now {{role}}.",
    roleFailed: "Could not change the role",
  },
};
