import { and, desc, eq, ne, sql } from "drizzle-orm";
import { AI_ACTIONS, type AiAction, NEEDS_PROVIDER_MESSAGE } from "../../shared/ai-actions";
import {
  analyzePerformance,
  analyzeSentiment,
  analyzeSeo,
  checkOriginality,
  generateMetadata,
  summarize,
} from "../../shared/analysis";
import type { AiActionRequest, AiActionResponse } from "../../shared/api/ai";
import { termsIn } from "../../shared/glossary-check";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { projectBlocks, projects } from "../db/schema";
import { badRequest } from "../errors";
import { applicableTerms, listTerms } from "../glossary/service";
import { readableBy } from "../projects/access";
import { cached, cacheKey } from "./cache";
import type { AiServices } from "./services";
import { TOOLBAR_SYSTEM, toolbarPrompt } from "./toolbar-prompts";
import { glossaryInstructions } from "./translate";

const TOOLBAR = { temperature: 0.7, maxTokens: 1500 } as const;
/** Most projects compared by the originality check (most recently updated first). */
const ORIGINALITY_CORPUS_LIMIT = 300;

function requireInput(action: AiAction, input: AiActionRequest) {
  if (AI_ACTIONS[action].input === "blocks") {
    if (!input.blocks || input.blocks.length === 0)
      throw badRequest("blocks: Give the project's blocks to analyse").because("BLOCKS_REQUIRED");
  } else if (!input.text || input.text.trim() === "") {
    throw badRequest("text: Text cannot be empty").because("TEXT_REQUIRED");
  }
  if (action === "translate-advanced" && !input.language)
    throw badRequest("language: Choose a target language").because("LANGUAGE_REQUIRED");
}

/** Text of the viewer's other projects and of public ones, for the originality check. */
async function originalityCorpus(db: Db, viewer: CurrentUser, excludeId?: string) {
  const visible = readableBy(viewer);
  const rows = await db
    .select({
      projectId: projects.id,
      title: projects.title,
      text: sql<string>`coalesce(string_agg(${projectBlocks.originalText} || E'\\n' || ${projectBlocks.expansion}, E'\\n' order by ${projectBlocks.position}), '')`,
    })
    .from(projects)
    .leftJoin(projectBlocks, eq(projectBlocks.projectId, projects.id))
    .where(excludeId ? and(visible, ne(projects.id, excludeId)) : visible)
    .groupBy(projects.id)
    .orderBy(desc(projects.updatedAt))
    .limit(ORIGINALITY_CORPUS_LIMIT);
  return rows;
}

function runLocal(action: AiAction, input: AiActionRequest): AiActionResponse["result"] | null {
  const text = input.text ?? "";
  switch (action) {
    case "sentiment":
      return { kind: "sentiment", data: analyzeSentiment(text) };
    case "seo":
      return { kind: "seo", data: analyzeSeo(text) };
    case "metadata":
      return { kind: "metadata", data: generateMetadata(text) };
    case "summary":
      return { kind: "summary", data: summarize(text) };
    case "performance":
      return { kind: "performance", data: analyzePerformance(input.blocks ?? []) };
    default:
      return null;
  }
}

/** Runs one toolbar action with the provider, or locally when the action allows or needs it. */
export async function runToolbarAction(
  db: Db,
  ai: AiServices,
  viewer: CurrentUser,
  action: AiAction,
  input: AiActionRequest,
): Promise<AiActionResponse> {
  requireInput(action, input);
  const { local } = AI_ACTIONS[action];

  if (action === "originality") {
    const corpus = await originalityCorpus(db, viewer, input.projectId);
    return {
      engine: "local",
      result: { kind: "originality", data: checkOriginality(input.text ?? "", corpus) },
    };
  }
  if (local === "always" || (local === "fallback" && !ai.provider)) {
    const result = runLocal(action, input);
    if (result) return { engine: "local", result };
  }
  const provider = ai.provider;
  if (!provider) return { engine: "none", result: { kind: "unavailable", message: NEEDS_PROVIDER_MESSAGE } };

  let prompt = toolbarPrompt(action, input);
  if (action === "translate-advanced" && input.language) {
    // A block translated alone keeps the glossary too: the open project's terms, else the writer's own.
    const terms = input.projectId
      ? await applicableTerms(db, viewer, input.projectId)
      : await listTerms(db, viewer, null);
    prompt += glossaryInstructions(termsIn(input.text ?? "", terms, input.language));
  }
  const text = await cached(db, cacheKey("toolbar", provider.models.main, action, prompt), () =>
    provider.chat(
      [
        { role: "system", content: TOOLBAR_SYSTEM },
        { role: "user", content: prompt },
      ],
      { model: provider.models.main, ...TOOLBAR },
    ),
  );
  return { engine: "ai", result: { kind: "text", text: text.trim() } };
}
