import type { Block, BlockInput } from "@/shared/api/blocks";
import type { Template } from "@/shared/blocks/templates";
import { DEFAULT_NEW_BLOCK_TYPE, TEXT_BLOCK_TYPE } from "@/shared/blocks/types";
import {
  settleTranslationStatus,
  type TranslationState,
  type TranslationStatus,
} from "@/shared/translation/status";
import { i18n } from "@/web/i18n";

/**
 * A block as the editor holds it: the API's block, under the one id it keeps for good. The editor
 * makes a UUID for every new block and the server keeps it, so React keys, focus, undo and the
 * saved rows all name a block the same way from the moment it exists.
 */
export type EditorBlock = Block;

/** A block's three texts, as the table's cells name them (`data-field`). */
export type TextField = "originalText" | "translation" | "expansion";

/** The fields an edit may change (never the id). */
export type BlockPatch = Partial<Omit<EditorBlock, "id">>;

/**
 * A fresh UUID for a new block. crypto.randomUUID exists only on secure origins (https,
 * localhost); opened over plain http on a LAN address the page makes one from random bytes.
 */
export function newBlockId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Blocks the server has not stored yet (an analysis, a template): each gets a new id. */
export function withNewIds(blocks: readonly Block[]): EditorBlock[] {
  return blocks.map((block) => ({ ...block, id: newBlockId() }));
}

export function emptyBlock(type: string = DEFAULT_NEW_BLOCK_TYPE): EditorBlock {
  return { id: newBlockId(), type, originalText: "", translation: "", expansion: "" };
}

/** The single empty block of an empty project (type 'text', until the writer types something). */
export function defaultBlocks(): EditorBlock[] {
  return [emptyBlock(TEXT_BLOCK_TYPE)];
}

export function templateBlocks(template: Template): EditorBlock[] {
  // The placeholders in the interface language; a template the catalog lacks keeps its English.
  return template.blocks.map((b, i) => ({
    ...emptyBlock(b.type),
    originalText: i18n.t(`editor:templates.placeholders.${template.id}.${i}` as never, {
      defaultValue: b.originalText,
    }),
  }));
}

/** The block as PATCH /api/projects/:id/blocks takes it. */
export function toBlockInput(block: EditorBlock): BlockInput {
  const input: BlockInput = {
    id: block.id,
    type: block.type,
    originalText: block.originalText,
    translation: block.translation ?? null,
    expansion: block.expansion,
  };
  // Every language's text goes along, keys sorted so an unchanged block always compares equal.
  const languages = Object.keys(block.translations ?? {}).sort();
  if (languages.length > 0) {
    input.translations = Object.fromEntries(
      languages.map((code) => [code, block.translations?.[code] ?? ""]),
    ) as BlockInput["translations"];
  }
  if (block.confidence !== undefined) input.confidence = block.confidence;
  if (block.alternativeTypes) input.alternativeTypes = block.alternativeTypes;
  if (block.translationFailed) input.translationFailed = true;
  if (block.translationSource) input.translationSource = block.translationSource;
  const states = Object.keys(block.translationStatus ?? {}).sort();
  if (states.length > 0) {
    input.translationStatus = Object.fromEntries(
      states.map((code) => [code, block.translationStatus?.[code]]),
    ) as BlockInput["translationStatus"];
  }
  return input;
}

/**
 * Blocks handed to the editor by another feature (AI, translation): a block whose id the editor
 * holds keeps it, anything else (or a second copy of one) is a new block with a new id.
 */
export function adoptBlocks(current: readonly EditorBlock[], incoming: readonly Block[]): EditorBlock[] {
  const known = new Set(current.map((block) => block.id));
  const used = new Set<string>();
  return incoming.map((block) => {
    if (known.has(block.id) && !used.has(block.id)) {
      used.add(block.id);
      return block;
    }
    return { ...block, id: newBlockId() };
  });
}

/**
 * The edit of the translation column while it shows `shown`: only that language's text changes;
 * `translation` (the project's current language) follows when that is the one shown.
 */
export function translationEdit(
  block: EditorBlock,
  shown: string,
  projectLanguage: string | null,
  value: string,
): BlockPatch {
  const translations = { ...block.translations };
  if (value) translations[shown] = value;
  else delete translations[shown];
  return shown === projectLanguage ? { translation: value, translations } : { translations };
}

/** The languages a project's blocks hold translations in, its current one first. */
export function translationLanguages(blocks: readonly EditorBlock[], current: string | null): string[] {
  const found = new Set<string>();
  for (const block of blocks) {
    // for...in, not Object.keys: no array per block when a long project opens.
    for (const code in block.translations) found.add(code);
  }
  if (current) found.delete(current);
  return [...(current ? [current] : []), ...[...found].sort()];
}

const sameStatus = (a: TranslationStatus | undefined, b: TranslationStatus) => {
  const keys = Object.keys(b);
  return Object.keys(a ?? {}).length === keys.length && keys.every((code) => a?.[code] === b[code]);
};

/**
 * A block after an edit, with its translation states settled by the server's own rules (an
 * edited original makes its translations stale, a rewritten one is a draft), so the table shows
 * at once what the save will store, and a save never sends back a state the server replaced.
 * The states `after` carries are the writer's request (marking one reviewed).
 */
export function settleEdit(before: EditorBlock, after: EditorBlock): EditorBlock {
  if (!after.translations && !before.translations) return after;
  const status = settleTranslationStatus(
    {
      originalText: before.originalText,
      translations: before.translations ?? {},
      translationStatus: before.translationStatus,
    },
    { originalText: after.originalText, translations: after.translations ?? {} },
    after.translationStatus,
  );
  if (sameStatus(after.translationStatus, status)) return after;
  const { translationStatus: _old, ...rest } = after;
  // settleTranslationStatus gives a state for every language it names.
  const states = status as Record<string, TranslationState>;
  return Object.keys(states).length > 0 ? { ...rest, translationStatus: states } : rest;
}

/** Whether a block holds a translation into `language` that can be reviewed (or taken back to draft). */
export const hasTranslationIn = (block: EditorBlock, language: string) =>
  Boolean(block.translations?.[language]);

/**
 * The edits that give the translations into `language` of the blocks `ids` names the state
 * `state` ("reviewed", or "draft" to take a review back); blocks without one are left alone.
 */
export function statePatches(
  blocks: readonly EditorBlock[],
  ids: ReadonlySet<string>,
  language: string,
  state: "reviewed" | "draft",
): { id: string; patch: BlockPatch }[] {
  return blocks
    .filter(
      (block) =>
        ids.has(block.id) &&
        hasTranslationIn(block, language) &&
        block.translationStatus?.[language] !== state,
    )
    .map((block) => ({
      id: block.id,
      patch: { translationStatus: { ...block.translationStatus, [language]: state } },
    }));
}
