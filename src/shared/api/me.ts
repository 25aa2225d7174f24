import { z } from "zod";
import { NAME_MAX_LENGTH } from "../limits";

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

/** PATCH /api/me: the user's own display name and avatar. */
export const updateMeRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Name cannot be empty")
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
      .optional(),
    avatarUrl: z
      .union([
        z.literal(""),
        z.url({ protocol: /^https?$/, message: "Avatar URL must be an http(s) URL" }).max(2000),
      ])
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
