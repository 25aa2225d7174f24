import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema";

export * from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    role: text("role").notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_role_check", sql`${t.role} in ('user', 'admin', 'superadmin')`)],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    niche: text("niche").notNull().default("Sem nicho"),
    description: text("description"),
    content: text("content"),
    isPublic: boolean("is_public").notNull().default(false),
    hasTranslation: boolean("has_translation").notNull().default(false),
    /** Target language of the blocks' translations (one of the ten codes), named in the editor. */
    translationLanguage: text("translation_language"),
    // RESTRICT: a project cannot be deleted while copies point at it.
    sourceProjectId: uuid("source_project_id").references((): AnyPgColumn => projects.id, {
      onDelete: "restrict",
    }),
    /** Bumped on every block-list save; a save naming an older version is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    check("projects_version_positive", sql`${t.version} > 0`),
    index("projects_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    index("projects_public_updated_idx").on(t.updatedAt.desc()).where(sql`${t.isPublic}`),
    index("projects_source_idx").on(t.sourceProjectId),
  ],
);

/** Per-block AI metadata; kept as JSON because it grows with the AI features. */
export type BlockMetadata = {
  confidence?: number;
  alternativeTypes?: { type: string; confidence: number }[];
  translationFailed?: boolean;
  translationSource?: "ai" | "dictionary";
};

export const projectBlocks = pgTable(
  "project_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    originalText: text("original_text").notNull().default(""),
    translation: text("translation"),
    expansion: text("expansion").notNull().default(""),
    metadata: jsonb("metadata").$type<BlockMetadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_blocks_project_position_idx").on(t.projectId, t.position),
    check("project_blocks_position_non_negative", sql`${t.position} >= 0`),
  ],
);

export const projectLinks = pgTable(
  "project_links",
  {
    sourceProjectId: uuid("source_project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    targetProjectId: uuid("target_project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceProjectId, t.targetProjectId] }),
    index("project_links_target_idx").on(t.targetProjectId),
  ],
);

export const projectComments = pgTable(
  "project_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    /** Ids of the projects mentioned in the content; null when there are none. */
    referencedProjects: uuid("referenced_projects").array(),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_comments_content_not_blank", sql`length(btrim(${t.content})) > 0`),
    index("project_comments_project_created_idx").on(t.projectId, t.createdAt.desc()),
  ],
);

export const activityTypes = ["created", "updated", "commented"] as const;

export const projectActivities = pgTable(
  "project_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    actionType: text("action_type").notNull(),
    content: text("content"),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_activities_action_check", sql`${t.actionType} in ('created', 'updated', 'commented')`),
    index("project_activities_created_idx").on(t.createdAt.desc()),
    index("project_activities_project_idx").on(t.projectId),
  ],
);

/** Server-wide settings shared by every instance (e.g. the generated auth secret on PostgreSQL). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Answers of the AI provider, keyed by a hash of model and input, shared by every instance. */
export const aiCache = pgTable(
  "ai_cache",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_cache_created_idx").on(t.createdAt)],
);
