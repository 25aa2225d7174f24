import type { AiServices } from "./ai/services";
import type { Auth } from "./auth/auth";
import type { guards, SessionReader } from "./auth/guards";
import type { Config } from "./config";
import type { Db } from "./db/open";
import type { LiveEvents } from "./events/live-events";
import type { JobQueue } from "./jobs/queue";

/** What every route module needs; built once in buildApp and passed down explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  /** Whether the database answers now (health, and telling a fault from a bad request). */
  databaseAnswers: () => Promise<boolean>;
  auth: Auth;
  readUser: SessionReader;
  guards: ReturnType<typeof guards>;
  ai: AiServices;
  events: LiveEvents;
  jobs: JobQueue;
};
