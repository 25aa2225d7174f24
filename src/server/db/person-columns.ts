import { sql } from "drizzle-orm";
import { profiles, users } from "./schema";

// How a person is named and pictured everywhere: the profile's choice, else what they signed up
// with. For queries that join users and profiles.
export const personName = sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.name})`;
export const personAvatarUrl = sql<string | null>`coalesce(${profiles.avatarUrl}, ${users.image})`;
