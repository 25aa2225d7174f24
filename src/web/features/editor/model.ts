import type { Block, BlockInput } from "@/shared/api/blocks";
import type { Template } from "@/shared/blocks/templates";
import { DEFAULT_NEW_BLOCK_TYPE, TEXT_BLOCK_TYPE } from "@/shared/blocks/types";

/**
 * A block as the editor holds it. `id` is a client key that never changes while the page is open
 * (React keys, focus, the active block); `serverId` is the id the server gave it, null until the
 * first save. Loaded blocks use their server id as key, so both start out equal.
 */
export type EditorBlock = Omit<Block, "id"> & { id: string; serverId: string | null };

/** A block's three texts, as the table's cells name them (`data-field`). */
export type TextField = "originalText" | "translation" | "expansion";

/** The fields an edit may change (never the ids). */
export type BlockPatch = Partial<Omit<EditorBlock, "id" | "serverId">>;

let counter = 0;
/** A client key for a block the server does not know yet. */
export function newBlockKey(): string {
  counter += 1;
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `tmp-${counter}-${random}`;
}

export function fromApiBlock(block: Block): EditorBlock {
  return { ...block, id: block.id, serverId: block.id };
}

/** Blocks from the server (load, reload, translation) or from an analysis (ids unknown to the server). */
export function fromApiBlocks(blocks: readonly Block[], { saved }: { saved: boolean }): EditorBlock[] {
  return blocks.map((block) =>
    saved ? fromApiBlock(block) : { ...block, id: newBlockKey(), serverId: null },
  );
}

export function emptyBlock(type: string = DEFAULT_NEW_BLOCK_TYPE): EditorBlock {
  return { id: newBlockKey(), serverId: null, type, originalText: "", translation: "", expansion: "" };
}

/** The single empty block of an empty project (type 'text', until the writer types something). */
export function defaultBlocks(): EditorBlock[] {
  return [emptyBlock(TEXT_BLOCK_TYPE)];
}

export function templateBlocks(template: Template): EditorBlock[] {
  return template.blocks.map((b) => ({ ...emptyBlock(b.type), originalText: b.originalText }));
}

/** The block as PUT /api/projects/:id/blocks takes it; a block never saved sends no id. */
export function toBlockInput(block: EditorBlock): BlockInput {
  const input: BlockInput = {
    type: block.type,
    originalText: block.originalText,
    translation: block.translation ?? null,
    expansion: block.expansion,
  };
  if (block.serverId) input.id = block.serverId;
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
  return input;
}

/**
 * Blocks handed to the editor by another feature (AI, translation): a block whose id is one of
 * ours (client key or server id) keeps its key and server id, anything else is a new block.
 */
export function adoptBlocks(current: readonly EditorBlock[], incoming: readonly Block[]): EditorBlock[] {
  const known = new Map<string, EditorBlock>();
  for (const block of current) {
    known.set(block.id, block);
    if (block.serverId) known.set(block.serverId, block);
  }
  const used = new Set<string>();
  return incoming.map((block) => {
    const match = known.get(block.id);
    if (match && !used.has(match.id)) {
      used.add(match.id);
      return { ...block, id: match.id, serverId: match.serverId };
    }
    return { ...block, id: newBlockKey(), serverId: null };
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
