import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Role } from "../../shared/api/me";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { profiles } from "../db/schema";
import { forbidden, unauthenticated } from "../errors";
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
};

/** Reads the session cookie and the profile; null when nobody is signed in. */
export function createSessionReader(auth: Auth, db: Db, config: Config) {
  return async function readUser(request: FastifyRequest): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { user } = session;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    const role = effectiveRole(profile?.role, user.email, config.ADMIN_EMAILS);
    return {
      id: user.id,
      email: user.email,
      name: profile?.displayName || user.name,
      avatarUrl: profile?.avatarUrl || user.image || null,
      role,
      isAdmin: isAdminRole(role),
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: CurrentUser;
  }
}

export function guards(readUser: SessionReader) {
  async function requireUser(request: FastifyRequest) {
    const user = await readUser(request);
    if (!user) throw unauthenticated();
    request.user = user;
  }
  async function requireAdmin(request: FastifyRequest) {
    await requireUser(request);
    if (!request.user.isAdmin) throw forbidden("This needs the admin role");
  }
  return { requireUser, requireAdmin };
}
