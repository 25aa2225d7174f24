import { analyzeRequestSchema } from "../../shared/api/analyze";
import { translateRequestSchema } from "../../shared/api/translate";
import type { AiRun } from "../ai/provider";
import { translateProject } from "../ai/translate";
import { analyzeText } from "../analyze/service";
import type { AppContext } from "../app-context";
import { loadUser } from "../auth/guards";
import { notFound } from "../errors";
import { authorOf } from "../events/live-events";
import type { JobControl, JobHandler, JobKind } from "./queue";

/** The job's AI run: its calls count into the job's usage and stop when the job is cancelled. */
const runOf = (control: JobControl): AiRun => ({
  usage: control.usage,
  signal: control.signal,
  answered: false,
});

/** The usage a result carries, so the editor can show what the run cost. */
const usageOf = (run: AiRun, started: number) => ({
  ...run.usage,
  wallMs: Math.round(performance.now() - started),
});

/**
 * What each kind of job does. Inputs were validated when the request enqueued them and are
 * parsed again here, since the row could come from an older version of the app.
 */
export function jobHandlers(ctx: Omit<AppContext, "jobs">): Record<JobKind, JobHandler> {
  return {
    async analyze(job, progress, control) {
      const { text } = analyzeRequestSchema.parse(job.input);
      const run = runOf(control);
      const started = performance.now();
      const analyzed = await analyzeText(ctx.db, ctx.ai, text, progress, run);
      return { ...analyzed, usage: usageOf(run, started) };
    },
    async translate(job, progress, control) {
      const { language, scope } = translateRequestSchema.parse(job.input);
      const projectId = String(job.input.projectId);
      const viewer = await loadUser(ctx.db, ctx.config, job.userId);
      if (!viewer)
        throw notFound("The account that started this translation no longer exists").because("ACCOUNT_GONE");
      const run = runOf(control);
      const started = performance.now();
      const translated = await translateProject(
        ctx.db,
        ctx.ai,
        viewer,
        projectId,
        language,
        progress,
        scope,
        run,
        control.beforeSave,
      );
      await ctx.events.publishBlocks(projectId, { version: translated.version, author: authorOf(viewer) });
      return { ...translated, usage: usageOf(run, started) };
    },
  };
}
