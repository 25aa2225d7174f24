import type { Block, BlockConflict, BlockListResponse } from "@/shared/api/blocks";
import type { BlocksDelta } from "./delta";
import { EditorSession, type SavedList } from "./editor-session";
import type { SaveErrorKind } from "./save-controller";

// A fake server and an opened session for the EditorSession tests: the save core is framework
// free, so its tests drive it against this stand-in for the blocks API.

export const block = (id: string, originalText = id): Block => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion: "",
});

export class Failure extends Error {
  constructor(
    readonly kind: SaveErrorKind,
    readonly conflicts: BlockConflict[] = [],
  ) {
    super(kind);
  }
}

/**
 * A server that stores what it is sent and merges a save based on an older version, as the real
 * PATCH does when nothing collides. `held` keeps a save's answer on the wire until released;
 * `fail` makes the next saves throw; `rename` gives a sent new block another id.
 */
export function fakeServer(initial: Block[]) {
  const server = {
    version: 1,
    blocks: initial,
    saves: [] as { baseVersion: number; delta: BlocksDelta; label: string | undefined }[],
    failures: [] as Failure[],
    rename: {} as Record<string, string>,
    held: null as Promise<void> | null,
    /** Someone else saves: the list moves on a version. */
    otherSave(blocks: Block[]) {
      server.blocks = blocks;
      server.version += 1;
    },
    async save(baseVersion: number, delta: BlocksDelta, label: string | undefined): Promise<SavedList> {
      server.saves.push({ baseVersion, delta, label });
      const failure = server.failures.shift();
      if (failure) throw failure;
      const byId = new Map(server.blocks.map((b) => [b.id, b]));
      const ids: Record<string, string> = {};
      for (const { id: sentId, ...input } of delta.upsert) {
        const id = byId.has(sentId!) ? sentId! : (server.rename[sentId!] ?? sentId!);
        if (!byId.has(sentId!)) ids[sentId!] = id;
        byId.set(id, { ...input, id, translation: input.translation ?? "" } as Block);
      }
      for (const id of delta.remove) byId.delete(id);
      const order = delta.order?.map((id) => ids[id] ?? id) ?? [
        ...server.blocks.map((b) => b.id),
        ...Object.values(ids),
      ];
      server.blocks = order.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
      server.version += 1;
      const answer = { version: server.version, blocks: server.blocks, ids };
      // The answer is on its way back while the test holds it.
      if (server.held) await server.held;
      return answer;
    },
    async fetch(): Promise<BlockListResponse> {
      return { version: server.version, blocks: server.blocks };
    },
    classify: (error: unknown): SaveErrorKind => (error instanceof Failure ? error.kind : "retry"),
    conflictsOf: (error: unknown) => (error instanceof Failure ? error.conflicts : []),
  };
  return server;
}

export function open(blocks = [block("a"), block("b")], { readOnly = false } = {}) {
  const server = fakeServer(blocks);
  const cached: BlockListResponse[] = [];
  const errors: SaveErrorKind[] = [];
  const session = new EditorSession({
    blocks,
    version: 1,
    readOnly,
    server,
    onServerList: (list) => cached.push(list),
    onSaveError: (_error, kind) => errors.push(kind),
    now: () => Date.now(),
  });
  const texts = () => session.blocks.get().map((b) => b.originalText);
  return { server, session, cached, errors, texts };
}
