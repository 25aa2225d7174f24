import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { avatarUrlSchema, type Role } from "../../shared/api/me";
import { isUiLanguage, type UiLanguage } from "../../shared/ui-languages";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { profiles, users } from "../db/schema";
import { unauthenticated } from "../errors";
import type { Auth } from "./auth";
import { effectiveRole, isAdminRole } from "./roles";
import { toFetchHeaders } from "./routes";

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: Role;
  isAdmin: boolean;
  language: UiLanguage | null;
};

const safeAvatar = (image: string | null | undefined) =>
  image && avatarUrlSchema.safeParse(image).success ? image : null;

/** Reads the session cookie and the profile; null when nobody is signed in. */
export function createSessionReader(auth: Auth, db: Db, config: Config) {
  return async function readUser(request: FastifyRequest): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
    return toCurrentUser(session.user, profile, config);
  };
}

type UserRow = { id: string; email: string; name: string; image?: string | null };
type ProfileRow = typeof profiles.$inferSelect;

/** A person as the app acts for them: the profile's name, picture and language, the effective role. */
function toCurrentUser(user: UserRow, profile: ProfileRow | undefined, config: Config): CurrentUser {
  const role = effectiveRole(profile?.role, user.email, config);
  return {
    id: user.id,
    email: user.email,
    name: profile?.displayName || user.name,
    // better-auth's own image only when it meets the profile rules (older rows may not).
    avatarUrl: profile?.avatarUrl || safeAvatar(user.image),
    role,
    isAdmin: isAdminRole(role),
    language: isUiLanguage(profile?.language) ? profile.language : null,
  };
}

/** The user a background job acts for, read by id (null when the account is gone). */
export async function loadUser(db: Db, config: Config, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? toCurrentUser(row.user, row.profile ?? undefined, config) : null;
}

export type SessionReader = ReturnType<typeof createSessionReader>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireUser. */
    user: CurrentUser;
  }
}

export function guards(readUser: SessionReader) {
  async function requireUser(request: FastifyRequest) {
    const user = await readUser(request);
    if (!user) throw unauthenticated();
    request.user = user;
  }
  return { requireUser };
}
