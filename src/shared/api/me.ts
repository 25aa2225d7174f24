import { z } from "zod";
import { NAME_MAX_LENGTH } from "../limits";
import { UI_LANGUAGES } from "../ui-languages";

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
  /** Interface language kept in the profile; null until the user picks one (the browser decides). */
  language: z.enum(UI_LANGUAGES).nullable(),
});
export type Me = z.infer<typeof meResponseSchema>;

/**
 * The profile rules: a person's display name and avatar. Every way of writing them (PATCH
 * /api/me, sign-up, and anything inside better-auth) is checked against these two.
 */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, "Name cannot be empty")
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);
export const avatarUrlSchema = z
  .union([
    z.literal(""),
    z.url({ protocol: /^https?$/, message: "Avatar URL must be an http(s) URL" }).max(2000),
  ])
  .nullable();

/** PATCH /api/me: the user's own display name, avatar and interface language. */
export const updateMeRequestSchema = z
  .object({
    name: displayNameSchema.optional(),
    avatarUrl: avatarUrlSchema.optional(),
    language: z.enum(UI_LANGUAGES, { message: "Language must be one of: pt, en" }).nullable().optional(),
  })
  .strict();
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
