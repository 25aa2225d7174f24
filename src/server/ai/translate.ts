import { asc, eq } from "drizzle-orm";
import type { TranslateResponse } from "../../shared/api/translate";
import { type TermExpectation, termsIn, unmet } from "../../shared/glossary-check";
import { type LanguageCode, languageName } from "../../shared/languages";
import { progressOf, settleTranslationStatus } from "../../shared/translation/status";
import type { CurrentUser } from "../auth/guards";
import { claimNextVersion, commitBlocks } from "../blocks/service";
import { loadCurrent, type StoredBlock, subject, toApiBlock, withTranslationStatus } from "../blocks/store";
import type { Db } from "../db/open";
import { type BlockMetadata, projectBlocks } from "../db/schema";
import { AppError } from "../errors";
import { applicableTerms } from "../glossary/service";
import { findEditable } from "../projects/access";
import { exactKey, exactMatches } from "../translation-memory/service";
import { cacheKey, readCache, writeCache } from "./cache";
import { mapWithConcurrency } from "./concurrency";
import type { AiServices } from "./services";

const TRANSLATION = { temperature: 0.3, maxTokens: 1000 } as const;

/**
 * The glossary terms found in a text, as instructions. Terms and translations are user text, so
 * they are quoted as JSON strings: a line break in one cannot start an instruction of its own.
 */
export function glossaryInstructions(terms: readonly TermExpectation[]): string {
  if (terms.length === 0) return "";
  const lines = terms.map((t) =>
    t.doNotTranslate
      ? `- ${JSON.stringify(t.term)}: não traduza; mantenha exatamente ${JSON.stringify(t.term)}.`
      : `- ${JSON.stringify(t.term)}: traduza sempre como ${JSON.stringify(t.expected)}.`,
  );
  return `\n\nGlossário do autor (obrigatório, vale mais que qualquer outra escolha):\n${lines.join("\n")}`;
}

/** The system prompt of one block: the language, then the glossary terms its original contains. */
export function translationSystemPrompt(
  language: LanguageCode,
  terms: readonly TermExpectation[] = [],
): string {
  return `Você é um tradutor profissional de textos de vendas. Traduza o texto do usuário para ${languageName(language)} (${language}), mantendo o tom, a persuasão e a formatação. Responda apenas com a tradução, sem comentários.${glossaryInstructions(terms)}`;
}

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
 * Translates every block with a non-empty original (several at once, with progress), then saves
 * all translations in one transaction against the version read at the start: if the project
 * changed meanwhile, nothing is written and the caller gets 409.
 */
export async function translateProject(
  db: Db,
  ai: AiServices,
  viewer: CurrentUser,
  projectId: string,
  language: LanguageCode,
  progress: (done: number, total: number) => void,
  scope: "all" | "pending" = "all",
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
  const systems = expectations.map((terms) => translationSystemPrompt(language, terms));
  const keys = rows.map((row, index) =>
    cacheKey("translate", provider.models.fast, systems[index], row.originalText),
  );
  // Cache reads and writes are batched so the concurrency slots only ever wait on the provider.
  const hits = await readCache<string>(db, keys);
  const fresh: { key: string; value: string }[] = [];
  let done = 0;
  const outcomes = await mapWithConcurrency(rows, ai.concurrency, async (row, index): Promise<Outcome> => {
    let outcome: Outcome;
    if (row.originalText.trim() === "") {
      outcome = { translation: "", failed: false };
    } else {
      outcome = { translation: "", failed: true };
      const hit = hits.get(keys[index]);
      const remembered = memory.get(exactKey(row.originalText));
      if (remembered) outcome = { translation: remembered, source: "memory", failed: false };
      else if (hit) outcome = { translation: hit, source: "ai", failed: false };
      else {
        try {
          const text = (
            await provider.chat(
              [
                { role: "system", content: systems[index] },
                { role: "user", content: row.originalText },
              ],
              { model: provider.models.fast, ...TRANSLATION },
            )
          ).trim();
          if (text) {
            outcome = { translation: text, source: "ai", failed: false };
            fresh.push({ key: keys[index], value: text });
          }
        } catch {
          // the block stays marked as failed: an untranslated block is better than a wrong one
        }
      }
    }
    if (outcome.translation && unmet(outcome.translation, expectations[index]).length > 0) {
      outcome.missedTerms = true;
    }
    done += 1;
    progress(done, total);
    return outcome;
  });
  await writeCache(db, fresh);

  const attempted = rows.filter((r) => r.originalText.trim() !== "").length;
  const failed = outcomes.filter((o) => o.failed).length;
  // Nothing could be translated: saving would only record failures, so nothing is saved.
  if (attempted > 0 && failed === attempted) {
    throw new AppError(422, "TRANSLATION_FAILED", failureReason(language)).because("ALL_BLOCKS_FAILED", {
      language,
    });
  }

  // Only the target language's text changes: a failed block keeps what it had in that language,
  // and every other language is left as it was.
  const saved = await db.transaction(async (tx) => {
    const bumped = await claimNextVersion(tx, projectId, project.version, {
      hasTranslation: true,
      translationLanguage: language,
    });
    const before = await loadCurrent(tx, projectId);
    const outcomeById = new Map(rows.map((row, index) => [row.id, outcomes[index]]));
    const after = before.map(({ position: _p, ...block }): StoredBlock => {
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
    });
    await commitBlocks(tx, {
      projectId,
      version: bumped.version,
      author: viewer.id,
      before,
      after,
      options: { foldSeconds: 0, label: `translated:${language}` },
      activity: false,
    });
    return { version: bumped.version, blocks: after.map(toApiBlock) };
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

function failureReason(language: LanguageCode): string {
  const name = languageName(language) ?? language;
  return `No block could be translated into ${name}: the AI provider failed for every block. Nothing was changed; try again later.`;
}
