import { z } from "zod";

export const roles = ["user", "admin", "superadmin"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/me */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meResponseSchema>;
