import type { BlockConflict } from "@/shared/api/blocks";
import type { EditorBlock } from "./model";

/** A field of a block the two writers can disagree on. */
export type ConflictField = "originalText" | "translation" | "expansion" | "type";

/**
 * A block a save collided on, as the dialog shows it: the server's side (`theirs`, null when they
 * removed it), the field that tells the two sides apart, and whether the writer here removed it.
 */
export type SessionConflict = BlockConflict & { field: ConflictField; removedHere: boolean };

const FIELDS: readonly ConflictField[] = ["originalText", "translation", "expansion", "type"];

const fieldValue = (block: EditorBlock, field: ConflictField) => block[field] ?? "";

function differing(a: EditorBlock | undefined, b: EditorBlock | undefined): ConflictField[] {
  if (!a || !b) return [];
  return FIELDS.filter((field) => fieldValue(a, field) !== fieldValue(b, field));
}

/**
 * The field to show for a conflict: one where the sides differ, preferring what the other writer
 * changed since the version this writer started from (`base`). A block removed on one side is
 * compared with that version, so the field the other side edited shows, not an empty original.
 */
export function conflictField(
  theirs: EditorBlock | null,
  mine: EditorBlock | undefined,
  base: EditorBlock | undefined,
): ConflictField {
  if (!theirs) return differing(mine, base)[0] ?? "originalText";
  const theyChanged = differing(theirs, base);
  if (!mine) return theyChanged[0] ?? "originalText";
  const apart = differing(theirs, mine);
  return apart.find((field) => theyChanged.includes(field)) ?? apart[0] ?? "originalText";
}

/** The server's conflicts, read against the working copy and the list it was based on. */
export function describeConflicts(
  conflicts: readonly BlockConflict[],
  working: readonly EditorBlock[],
  base: readonly EditorBlock[],
): SessionConflict[] {
  const here = new Map(working.map((b) => [b.id, b]));
  const before = new Map(base.map((b) => [b.id, b]));
  return conflicts.map((conflict) => {
    const mine = here.get(conflict.id);
    return {
      ...conflict,
      field: conflictField(conflict.theirs, mine, before.get(conflict.id)),
      removedHere: mine === undefined && conflict.theirs !== null,
    };
  });
}

/**
 * Where a block the server holds goes back into the working copy: right after the nearest block
 * before it (in the server's order) that the working copy still has, else first.
 */
export function restoreIndex(
  server: readonly EditorBlock[],
  working: readonly EditorBlock[],
  id: string,
): number {
  const at = server.findIndex((b) => b.id === id);
  for (let i = at - 1; i >= 0; i--) {
    const index = working.findIndex((b) => b.id === server[i].id);
    if (index !== -1) return index + 1;
  }
  return 0;
}
