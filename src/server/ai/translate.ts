import { asc, eq } from "drizzle-orm";
import type { TranslateResponse } from "../../shared/api/translate";
import { termsIn, unmet } from "../../shared/glossary-check";
import { type LanguageCode, languageName } from "../../shared/languages";
import { progressOf, settleTranslationStatus } from "../../shared/translation/status";
import type { CurrentUser } from "../auth/guards";
import { saveNextVersion } from "../blocks/service";
import { type StoredBlock, subject, withTranslationStatus } from "../blocks/store";
import type { Db } from "../db/open";
import { type BlockMetadata, projectBlocks } from "../db/schema";
import { AppError } from "../errors";
import { applicableTerms } from "../glossary/service";
import { findEditable } from "../projects/access";
import { exactKey, exactMatches } from "../translation-memory/service";
import { cutBatches, TRANSLATION_BATCH_TOKENS } from "./batches";
import { cacheKey, readCache, writeCache } from "./cache";
import { mapWithConcurrency } from "./concurrency";
import { AiCancelledError, type AiRun, newAiRun } from "./provider";
import type { AiServices } from "./services";
import { parseTranslationBatch, translationBatchPrompt, translationSystemPrompt } from "./translate-prompt";

export { glossaryInstructions } from "./translate-prompt";

/** The output allowed per block of a batch: its text grows by about a third in translation. */
const answerTokens = (texts: readonly string[]) =>
  100 + texts.reduce((n, text) => n + 20 + Math.ceil(text.length / 2), 0);

type Outcome = { translation: string; source?: "ai" | "memory"; failed: boolean; missedTerms?: boolean };

/**
 * Translation needs a provider: a word-by-word stand-in produced mixed-language text that was then
 * saved as if it were a translation, so without a provider nothing is translated and the writer is told.
 */
export function translationProviderRequired(): AppError {
  return new AppError(
    422,
    "AI_PROVIDER_REQUIRED",
    "Translation needs an AI provider and none is configured on this server (AI_API_KEY)",
  );
}

/**
 * Translates every block with a non-empty original (many blocks per call, several calls at once,
 * with progress), then saves all translations in one transaction against the version read at the
 * start: if the project changed meanwhile, nothing is written and the caller gets 409.
 */
export async function translateProject(
  db: Db,
  ai: AiServices,
  viewer: CurrentUser,
  projectId: string,
  language: LanguageCode,
  progress: (done: number, total: number) => void,
  scope: "all" | "pending" = "all",
  run: AiRun = newAiRun(),
  /** Runs first in the saving transaction; throws when the job may no longer save (cancelled). */
  beforeSave: (tx: Db) => Promise<void> = async () => {},
): Promise<TranslateResponse> {
  const project = await findEditable(db, viewer, projectId);
  const provider = ai.provider;
  if (!provider) throw translationProviderRequired();
  const all = await db
    .select()
    .from(projectBlocks)
    .where(eq(projectBlocks.projectId, projectId))
    .orderBy(asc(projectBlocks.position));
  // 'pending' leaves current translations (draft or reviewed) as they are.
  const rows = all.filter((row) => {
    if (scope === "all") return true;
    const state = progressOf({ ...row, translationStatus: row.metadata.translationStatus }, language);
    return state === "missing" || state === "stale";
  });
  // The writer's own earlier translation of the same original is reused before any provider call.
  const memory = await exactMatches(
    db,
    viewer.id,
    language,
    rows.map((row) => row.originalText),
    projectId,
  );

  const total = rows.length;
  // Each block is told the glossary terms its original holds, and checked for them afterwards.
  const glossary = await applicableTerms(db, viewer, projectId);
  const expectations = rows.map((row) => termsIn(row.originalText, glossary, language));
  const system = translationSystemPrompt(language);
  const keys = rows.map((row, index) =>
    cacheKey("translate-v2", provider.models.fast, system, expectations[index], row.originalText),
  );
  const hits = await readCache<string>(db, keys);
  // Before any call: the writer's own earlier translation of the same original, then the cache.
  const remembered = new Set<number>();
  const texts = new Map<number, string>();
  rows.forEach((row, index) => {
    if (row.originalText.trim() === "") return;
    const fromMemory = memory.get(exactKey(row.originalText));
    const hit = hits.get(keys[index]);
    if (fromMemory) {
      texts.set(index, fromMemory);
      remembered.add(index);
    } else if (hit) texts.set(index, hit);
  });
  const empty = rows.filter((row) => row.originalText.trim() === "").length;
  let done = texts.size + empty;
  if (done > 0) progress(done, total);

  const ask = async (batch: number[]): Promise<Map<number, string>> => {
    const originals = batch.map((index) => rows[index].originalText);
    // The batch's glossary terms, each given once however many of its blocks hold it.
    const terms = [
      ...new Map(batch.flatMap((index) => expectations[index]).map((t) => [JSON.stringify(t), t])).values(),
    ];
    try {
      const answer = await provider.chat(
        [
          { role: "system", content: system },
          { role: "user", content: translationBatchPrompt(originals, terms) },
        ],
        { model: provider.models.fast, temperature: 0.3, maxTokens: answerTokens(originals) },
        run,
      );
      const byNumber = parseTranslationBatch(answer, batch.length);
      return new Map([...byNumber].map(([n, text]) => [batch[n - 1], text]));
    } catch (error) {
      if (error instanceof AiCancelledError) throw error;
      return new Map(); // the blocks stay marked as failed: an untranslated block beats a wrong one
    }
  };

  const pending = rows.flatMap((row, index) =>
    row.originalText.trim() !== "" && !texts.has(index) ? [index] : [],
  );
  const batches = cutBatches(
    pending,
    (index) => rows[index].originalText,
    ai.batchSize,
    TRANSLATION_BATCH_TOKENS,
  );
  const fresh: { key: string; value: string }[] = [];
  await mapWithConcurrency(batches, ai.concurrency, async (batch) => {
    const answered = await ask(batch);
    const missing = batch.filter((index) => !answered.has(index));
    // A block the answer left out is asked again alone; a batch that failed whole had its retries.
    if (missing.length < batch.length) {
      for (const index of missing) for (const [i, text] of await ask([index])) answered.set(i, text);
    }
    for (const [index, text] of answered) {
      texts.set(index, text);
      fresh.push({ key: keys[index], value: text });
    }
    done += batch.length;
    progress(done, total);
  });
  await writeCache(db, fresh);
  // A cancelled translation saves nothing, even when every answer is in.
  if (run.signal?.aborted) throw new AiCancelledError("The task was cancelled");

  const outcomes = rows.map((row, index): Outcome => {
    if (row.originalText.trim() === "") return { translation: "", failed: false };
    const text = texts.get(index);
    if (text === undefined) return { translation: "", failed: true };
    return {
      translation: text,
      source: remembered.has(index) ? "memory" : "ai",
      failed: false,
      ...(unmet(text, expectations[index]).length > 0 ? { missedTerms: true } : {}),
    };
  });

  const attempted = rows.filter((r) => r.originalText.trim() !== "").length;
  const failed = outcomes.filter((o) => o.failed).length;
  // Nothing could be translated: saving would only record failures, so nothing is saved.
  if (attempted > 0 && failed === attempted) {
    if (provider.breaker.state === "unreachable") {
      throw new AppError(422, "TRANSLATION_FAILED", unreachableReason(language)).because(
        "PROVIDER_UNREACHABLE",
        { language },
      );
    }
    throw new AppError(422, "TRANSLATION_FAILED", failureReason(language)).because("ALL_BLOCKS_FAILED", {
      language,
    });
  }

  // Only the target language's text changes: a failed block keeps what it had in that language,
  // and every other language is left as it was.
  const outcomeById = new Map(rows.map((row, index) => [row.id, outcomes[index]]));
  const save = {
    projectId,
    baseVersion: project.version,
    author: viewer.id,
    options: { foldSeconds: 0, label: `translated:${language}` },
    activity: false,
    changes: { hasTranslation: true, translationLanguage: language },
  };
  const saved = await db.transaction(async (tx) => {
    await beforeSave(tx as unknown as Db);
    return saveNextVersion(tx, save, (before) =>
      before.map(({ position: _p, ...block }): StoredBlock => {
        const outcome = outcomeById.get(block.id);
        if (!outcome) return block;
        const translations = { ...block.translations };
        const { translationFailed: _f, translationSource: _s, ...rest } = block.metadata;
        const metadata: BlockMetadata = { ...rest };
        if (outcome.failed) metadata.translationFailed = true;
        else if (outcome.translation) translations[language] = outcome.translation;
        else delete translations[language];
        if (outcome.source) metadata.translationSource = outcome.source;
        const translation = outcome.failed ? (translations[language] ?? "") : outcome.translation;
        // A fresh translation is a draft, even when it reads like the one it replaces.
        const status = settleTranslationStatus(
          subject(block),
          { originalText: block.originalText, translations },
          outcome.failed ? undefined : { [language]: "draft" },
        );
        return { ...block, translations, translation, metadata: withTranslationStatus(metadata, status) };
      }),
    );
  });

  return {
    ...saved,
    language,
    engine: "ai",
    translated: attempted - failed,
    failed,
    glossaryMisses: outcomes.filter((o) => o.missedTerms).length,
    fromMemory: outcomes.filter((o) => o.source === "memory").length,
  };
}

function unreachableReason(language: LanguageCode): string {
  const name = languageName(language) ?? language;
  return `No block could be translated into ${name}: the AI provider is unreachable. Nothing was changed; try again in a minute.`;
}

function failureReason(language: LanguageCode): string {
  const name = languageName(language) ?? language;
  return `No block could be translated into ${name}: the AI provider failed for every block. Nothing was changed; try again later.`;
}
