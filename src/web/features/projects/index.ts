// Projects in the browser: the query hooks and cache keys other features share, and how a
// project's dates, authors and counts are written.
export * from "./api";
export * from "./errors";
export * from "./format";
export * from "./niche-label";
