/** The fields of a block the final copy reads. */
export interface FinalCopySource {
  originalText?: string | null;
  expansion?: string | null;
}

/**
 * The 'Final Reconstructed Copy' of the editor: for each block its expansion
 * when it is not blank, otherwise its original text, joined by blank lines ("\n\n").
 */
export function buildFinalCopy(blocks: readonly FinalCopySource[]): string {
  return blocks
    .map((block) => {
      const expansion = block.expansion ?? "";
      return expansion.trim() ? expansion : (block.originalText ?? "");
    })
    .join("\n\n");
}
