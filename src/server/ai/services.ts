import type { Config } from "../config";
import type { Db } from "../db/open";
import { UserTaskLimiter } from "./concurrency";
import { type AiProvider, createAiProvider } from "./provider";

/** The AI pieces routes need: the provider (null without a key) and the per-user task cap. */
export type AiServices = {
  provider: AiProvider | null;
  limiter: UserTaskLimiter;
  /** Calls one task keeps in flight. */
  concurrency: number;
  /** Paragraphs or blocks sent in one call at most. */
  batchSize: number;
};

export function createAiServices(config: Config, db: Db): AiServices {
  return {
    provider: createAiProvider(config),
    limiter: new UserTaskLimiter(db, config.AI_MAX_TASKS_PER_USER),
    concurrency: config.AI_CONCURRENCY,
    batchSize: config.AI_BATCH_SIZE,
  };
}
