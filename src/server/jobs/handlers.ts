import { analyzeRequestSchema } from "../../shared/api/analyze";
import { translateRequestSchema } from "../../shared/api/translate";
import { translateProject } from "../ai/translate";
import { analyzeText } from "../analyze/service";
import type { AppContext } from "../app-context";
import { loadUser } from "../auth/guards";
import { notFound } from "../errors";
import { authorOf } from "../events/live-events";
import type { JobHandler, JobKind } from "./queue";

/**
 * What each kind of job does. Inputs were validated when the request enqueued them and are
 * parsed again here, since the row could come from an older version of the app.
 */
export function jobHandlers(ctx: Omit<AppContext, "jobs">): Record<JobKind, JobHandler> {
  return {
    async analyze(job, progress) {
      const { text } = analyzeRequestSchema.parse(job.input);
      return analyzeText(ctx.db, ctx.ai, text, progress);
    },
    async translate(job, progress) {
      const { language, scope } = translateRequestSchema.parse(job.input);
      const projectId = String(job.input.projectId);
      const viewer = await loadUser(ctx.db, ctx.config, job.userId);
      if (!viewer)
        throw notFound("The account that started this translation no longer exists").because("ACCOUNT_GONE");
      const translated = await translateProject(ctx.db, ctx.ai, viewer, projectId, language, progress, scope);
      await ctx.events.publishBlocks(projectId, { version: translated.version, author: authorOf(viewer) });
      return translated;
    },
  };
}
