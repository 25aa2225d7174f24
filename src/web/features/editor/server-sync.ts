import type { Block } from "@/shared/api/blocks";
import type { BlocksAction } from "./blocks-reducer";
import { adoptBlocks, type EditorBlock } from "./model";

/** The edits undo can take back (loads, reloads and save answers are not the writer's). */
export function undoGroup(action: BlocksAction): string | false | undefined {
  switch (action.type) {
    case "update":
      return `${action.id}:${Object.keys(action.patch).sort().join(",")}`;
    case "patch":
    case "insert":
    case "remove":
    case "move":
      return undefined;
    case "replace":
      return action.fromServer ? false : undefined;
    default:
      return false;
  }
}

/**
 * The server's list as the editor holds it: blocks it already shows keep their client keys (so
 * focus, the active block and undo stay put), and every block carries its saved id.
 */
export function fromServerList(current: readonly EditorBlock[], server: readonly Block[]): EditorBlock[] {
  return adoptBlocks(current, server).map((block, i) => ({ ...block, serverId: server[i].id }));
}

/**
 * After a save the server merged with someone else's: its list, with the edits made here while
 * the save was under way laid back on top (blocks added meanwhile go to the end).
 */
export function rebase(
  server: readonly EditorBlock[],
  sent: readonly EditorBlock[],
  local: readonly EditorBlock[],
): EditorBlock[] {
  const sentByKey = new Map(sent.map((b) => [b.id, b]));
  const localByKey = new Map(local.map((b) => [b.id, b]));
  const out = server.map((block) => {
    const mine = localByKey.get(block.id);
    const before = sentByKey.get(block.id);
    return mine && before && mine !== before ? { ...mine, serverId: block.serverId } : block;
  });
  const inServer = new Set(server.map((b) => b.id));
  for (const block of local) if (!sentByKey.has(block.id) && !inServer.has(block.id)) out.push(block);
  return out;
}
