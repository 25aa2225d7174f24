/** The fields of a block the final copy reads. */
export interface FinalCopySource {
  originalText?: string | null;
  expansion?: string | null;
}

/**
 * The 'Final Reconstructed Copy' of the editor: for each block its expansion when it has one
 * (not blank), otherwise its original text, joined by blank lines. Blocks with neither are
 * skipped so the result never has runs of empty paragraphs.
 */
export function buildFinalCopy(blocks: readonly FinalCopySource[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    const expansion = block.expansion ?? "";
    const text = expansion.trim() ? expansion : (block.originalText ?? "");
    if (text.trim()) parts.push(text);
  }
  return parts.join("\n\n");
}
