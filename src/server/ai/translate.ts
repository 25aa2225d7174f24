import { asc, eq, sql } from "drizzle-orm";
import type { TranslateResponse } from "../../shared/api/translate";
import { type LanguageCode, languageName } from "../../shared/languages";
import type { CurrentUser } from "../auth/guards";
import { claimNextVersion, toApiBlock } from "../blocks/service";
import type { Db } from "../db/open";
import { type BlockMetadata, projectBlocks } from "../db/schema";
import { findEditable } from "../projects/access";
import { cacheKey, readCache, writeCache } from "./cache";
import { mapWithConcurrency } from "./concurrency";
import { dictionaryTranslate } from "./fallback-dictionary";
import type { AiServices } from "./services";

const TRANSLATION = { temperature: 0.3, maxTokens: 1000 } as const;

export function translationSystemPrompt(language: LanguageCode): string {
  return `Você é um tradutor profissional de textos de vendas. Traduza o texto do usuário para ${languageName(language)} (${language}), mantendo o tom, a persuasão e a formatação. Responda apenas com a tradução, sem comentários.`;
}

type Outcome = { translation: string; source?: "ai" | "dictionary"; failed: boolean };

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
): Promise<TranslateResponse> {
  const project = await findEditable(db, viewer, projectId);
  const rows = await db
    .select()
    .from(projectBlocks)
    .where(eq(projectBlocks.projectId, projectId))
    .orderBy(asc(projectBlocks.position));

  const total = rows.length;
  const provider = ai.provider;
  const system = translationSystemPrompt(language);
  const keys = rows.map((row) =>
    provider ? cacheKey("translate", provider.models.fast, system, row.originalText) : "",
  );
  // Cache reads and writes are batched so the concurrency slots only ever wait on the provider.
  const hits = provider ? await readCache<string>(db, keys) : new Map<string, string>();
  const fresh: { key: string; value: string }[] = [];
  let done = 0;
  const outcomes = await mapWithConcurrency(rows, ai.concurrency, async (row, index): Promise<Outcome> => {
    let outcome: Outcome;
    if (row.originalText.trim() === "") {
      outcome = { translation: "", failed: false };
    } else {
      outcome = { translation: "", failed: true };
      const hit = hits.get(keys[index]);
      if (hit) outcome = { translation: hit, source: "ai", failed: false };
      else if (provider) {
        try {
          const text = (
            await provider.chat(
              [
                { role: "system", content: system },
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
          // falls through to the local fallback below
        }
      }
      if (outcome.failed && language === "pt") {
        const local = dictionaryTranslate(row.originalText);
        if (local) outcome = { translation: local, source: "dictionary", failed: false };
      }
    }
    done += 1;
    progress(done, total);
    return outcome;
  });
  await writeCache(db, fresh);

  // One UPDATE for every block's translation, in the same transaction as the version check.
  const saved = await db.transaction(async (tx) => {
    const { version } = await claimNextVersion(tx, projectId, project.version, {
      hasTranslation: true,
      translationLanguage: language,
    });
    if (rows.length > 0) {
      const values = sql.join(
        rows.map((row, index) => {
          const outcome = outcomes[index];
          const { translationFailed: _f, translationSource: _s, ...rest } = row.metadata;
          const metadata: BlockMetadata = { ...rest };
          if (outcome.failed) metadata.translationFailed = true;
          if (outcome.source) metadata.translationSource = outcome.source;
          return sql`(${row.id}::uuid, ${outcome.translation}, ${JSON.stringify(metadata)}::jsonb)`;
        }),
        sql`, `,
      );
      await tx.execute(sql`
        update ${projectBlocks} as b
        set translation = v.translation, metadata = v.metadata, updated_at = now()
        from (values ${values}) as v(id, translation, metadata)
        where b.id = v.id`);
    }
    const updated = await tx
      .select()
      .from(projectBlocks)
      .where(eq(projectBlocks.projectId, projectId))
      .orderBy(asc(projectBlocks.position));
    return { version, blocks: updated.map(toApiBlock) };
  });

  const attempted = rows.filter((r) => r.originalText.trim() !== "").length;
  const failed = outcomes.filter((o) => o.failed).length;
  return {
    ...saved,
    language,
    engine: provider ? "ai" : "local",
    translated: attempted - failed,
    failed,
  };
}
