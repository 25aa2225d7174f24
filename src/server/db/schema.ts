import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ErrorParams, ErrorReason } from "../../shared/api/errors";
import type { TranslationStatus } from "../../shared/translation/status";
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
    /** Interface language chosen in the user menu ('pt' or 'en'); null follows the browser. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} in ('user', 'admin', 'superadmin')`),
    check("profiles_language_check", sql`${t.language} in ('pt', 'en')`),
  ],
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
    // Paged lists walk these backwards from a cursor in (updated_at, id) order: cost per page, not
    // per project. Ascending on purpose: drizzle's .desc() means NULLS LAST, which ORDER BY … DESC
    // (NULLS FIRST) cannot use.
    index("projects_user_updated_idx").on(t.userId, t.updatedAt, t.id),
    index("projects_user_niche_updated_idx").on(t.userId, t.niche, t.updatedAt, t.id),
    index("projects_public_updated_idx").on(t.updatedAt, t.id).where(sql`${t.isPublic}`),
    index("projects_source_idx").on(t.sourceProjectId),
  ],
);

/** Per-block AI metadata; kept as JSON because it grows with the AI features. */
export type BlockMetadata = {
  confidence?: number;
  alternativeTypes?: { type: string; confidence: number }[];
  translationFailed?: boolean;
  translationSource?: "ai" | "dictionary" | "memory";
  /** Per language with a translation; versions keep it, so a restore brings the states back. */
  translationStatus?: TranslationStatus;
};

/*
 * project_blocks also has `search_vector`, a stored tsvector generated from the three texts with a
 * GIN index (migration 0008_block_search). It is left out of this table on purpose: every
 * `select()` and `returning()` of blocks would otherwise carry it. Only search/service.ts reads it.
 */
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
    /** The text in the project's current translation language (mirrors `translations` there). */
    translation: text("translation"),
    /** One translation per language code; switching languages never touches another's text. */
    translations: jsonb("translations").$type<Record<string, string>>().notNull().default({}),
    expansion: text("expansion").notNull().default(""),
    metadata: jsonb("metadata").$type<BlockMetadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_blocks_project_position_idx").on(t.projectId, t.position),
    check("project_blocks_position_non_negative", sql`${t.position} >= 0`),
    // The translation memory finds originals sharing words with a text (lower case, no accents):
    // `memory_words`, a stored column like search_vector (made by the migrations, left out here).
    index("project_blocks_memory_words_idx").using("gin", sql`memory_words`),
    // 100% matches by key: a hash, since a long original's key would not fit a btree entry.
    index("project_blocks_memory_exact_idx").on(sql`md5(cb_memory_key(${t.originalText}))`),
  ],
);

/**
 * One row per block per version in which that block was inserted or changed. A version's blocks
 * are, for each id in its order, the newest revision at or before it, so the history grows with
 * what changed, not with the project's size times the number of saves.
 */
export const blockRevisions = pgTable(
  "block_revisions",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    blockId: uuid("block_id").notNull(),
    version: integer("version").notNull(),
    type: text("type").notNull(),
    originalText: text("original_text").notNull().default(""),
    translation: text("translation"),
    translations: jsonb("translations").$type<Record<string, string>>().notNull().default({}),
    expansion: text("expansion").notNull().default(""),
    metadata: jsonb("metadata").$type<BlockMetadata>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.blockId, t.version] })],
);

/**
 * One entry of a project's history. `blockOrder` is stored only when the list's order or
 * membership changed; a version's order is the newest one stored at or before it.
 */
export const projectVersions = pgTable(
  "project_versions",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** null for plain edits; 'created', 'duplicated', 'imported', 'translated:es', 'restored:12', 'ai:rewrite', … */
    label: text("label"),
    blocksCount: integer("blocks_count").notNull(),
    blockOrder: uuid("block_order").array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.version] })],
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
    createdAt: createdAt(),
  },
  (t) => [
    check("project_activities_action_check", sql`${t.actionType} in ('created', 'updated', 'commented')`),
    index("project_activities_created_idx").on(t.createdAt, t.id),
    index("project_activities_project_idx").on(t.projectId),
  ],
);

/**
 * Failed sign-ins per account and client address in the current window. Kept per pair so a
 * flood from one address is stopped at that address and cannot lock the owner out elsewhere.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    failures: integer("failures").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] }), index("sign_in_failures_window_idx").on(t.windowStart)],
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

/**
 * The durable log of live project events (comments, saves). A NOTIFY wakes every instance with the
 * new id; a client that reconnects with Last-Event-ID replays what it missed from here.
 */
export const projectEvents = pgTable(
  "project_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_events_project_id_idx").on(t.projectId, t.id),
    index("project_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Who has a project open, one row per open event stream on any instance. Rows are refreshed by a
 * heartbeat; a row whose instance died stops being refreshed and is ignored once stale.
 */
export const projectPresence = pgTable(
  "project_presence",
  {
    connectionId: text("connection_id").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id"),
    blockId: text("block_id"),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_presence_project_idx").on(t.projectId, t.seenAt)],
);

/** AI tasks running now, so the per-user cap holds across every instance of the app. */
export const aiTaskSlots = pgTable(
  "ai_task_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_task_slots_user_idx").on(t.userId, t.heartbeatAt)],
);

/** Fixed-window request counters of the general rate limit, shared by every instance. */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("request_limits_window_idx").on(t.windowStart),
  ],
);

export const jobKinds = ["analyze", "translate"] as const;
export const jobStatuses = ["queued", "running", "done", "failed", "cancelled"] as const;

/**
 * Long AI work (typing a long text, translating a project) as jobs any instance can run: a
 * request enqueues and follows one, a client that reconnects (to any instance) follows the same
 * job, and a job whose instance died is picked up again once its lock expires.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: jobKinds }).notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    result: jsonb("result").$type<unknown>(),
    error: jsonb("error").$type<{
      status: number;
      code: string;
      message: string;
      reason?: ErrorReason;
      params?: ErrorParams;
    }>(),
    attempts: integer("attempts").notNull().default(0),
    /** While running: the claim expires here unless the running instance renews it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set once the job writes its result (a translation's save): too late to cancel it then. */
    saving: boolean("saving").notNull().default(false),
    /** What the job spent at the AI provider: calls, tokens, wall time. */
    usage: jsonb("usage").$type<{
      calls: number;
      promptTokens: number;
      completionTokens: number;
      wallMs: number;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("jobs_kind_check", sql`${t.kind} in ('analyze', 'translate')`),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    index("jobs_pending_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Glossary terms: how a product or ingredient name is translated per language, or that it is not
 * translated at all. A term without a project is the user's own and applies to all their
 * projects; a project's terms apply to that project and win over the user's.
 */
export const glossaryTerms = pgTable(
  "glossary_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
    translations: jsonb("translations").$type<Record<string, string>>().notNull().default({}),
    doNotTranslate: boolean("do_not_translate").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("glossary_terms_term_not_blank", sql`length(btrim(${t.term})) > 0`),
    uniqueIndex("glossary_terms_user_term_idx")
      .on(t.userId, sql`lower(${t.term})`)
      .where(sql`${t.projectId} is null`),
    uniqueIndex("glossary_terms_project_term_idx")
      .on(t.projectId, sql`lower(${t.term})`)
      .where(sql`${t.projectId} is not null`),
  ],
);
