import { z } from "zod";
import { roleSchema } from "./me";
import { projectIdSchema } from "./projects";

/** GET /api/admin/sql: the three script tabs of the admin panel. */
export const sqlScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sql: z.string(),
});
export const adminSqlResponseSchema = z.object({ scripts: z.array(sqlScriptSchema) });
export type SqlScript = z.infer<typeof sqlScriptSchema>;

/** GET /api/admin/users */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The role stored in the profile. */
  role: roleSchema,
  /** True for admin and superadmin roles and for e-mails listed in ADMIN_EMAILS. */
  isAdmin: z.boolean(),
  createdAt: z.string(),
  projectsCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

/** PATCH /api/admin/users/:id */
export const updateRoleRequestSchema = z.object({
  role: roleSchema.or(
    z.string().transform((_v, ctx) => {
      ctx.addIssue({ code: "custom", message: "role must be one of user, admin, superadmin" });
      return z.NEVER;
    }),
  ),
});

/** GET /api/tools/projects: every project, for maintenance. */
export const toolProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string(),
  ownerEmail: z.string().nullable(),
  isPublic: z.boolean(),
  sourceProjectId: z.string().nullable(),
  blocksCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ToolProject = z.infer<typeof toolProjectSchema>;
export const toolProjectsResponseSchema = z.object({ projects: z.array(toolProjectSchema) });

/** POST /api/tools/force-delete: delete projects even when copies derive from them. */
export const forceDeleteRequestSchema = z.object({
  projectIds: z
    .array(projectIdSchema)
    .min(1, "Give at least one project id")
    .max(1000, "At most 1000 ids at once"),
});
export const deletedIdsResponseSchema = z.object({ deletedIds: z.array(z.string()) });

export const DELETE_ALL_CONFIRMATION = "EXCLUIR TODOS OS PROJETOS";
/** POST /api/tools/delete-all */
export const deleteAllRequestSchema = z.object({
  confirmation: z.literal(DELETE_ALL_CONFIRMATION, {
    message: `confirmation must be the text ${DELETE_ALL_CONFIRMATION}`,
  }),
});
export const deleteAllResponseSchema = z.object({ deletedCount: z.number().int() });

/** GET /api/tools/tables and /api/tools/tables/:name/columns: the real catalogue. */
export const tablesResponseSchema = z.object({ tables: z.array(z.string()) });
export const tableColumnSchema = z.object({
  name: z.string(),
  dataType: z.string(),
  nullable: z.boolean(),
  defaultValue: z.string().nullable(),
});
export const tableColumnsResponseSchema = z.object({
  table: z.string(),
  columns: z.array(tableColumnSchema),
});
export const tableNameParamsSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a table name (lowercase letters, digits, _)"),
});
