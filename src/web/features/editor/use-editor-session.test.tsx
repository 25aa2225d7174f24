import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Block } from "@/shared/api/blocks";
import { projectKeys, setProjectBlocks } from "@/web/features/projects";
import { useEditorSession, useSessionState } from "./use-editor-session";

const block = (id: string, originalText: string): Block => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion: "",
});

/** The editor's data hook on project p1, opened at version 1 from the cache, as the page does it. */
function open(readOnly = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const first = { version: 1, blocks: [block("a", "one"), block("b", "two")] };
  setProjectBlocks(client, "p1", first);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const session = useEditorSession({
        initialBlocks: first.blocks,
        projectId: "p1",
        version: 1,
        readOnly,
      });
      return { session, store: session.blocks, ...useSessionState(session) };
    },
    { wrapper },
  );
  return { client, hook };
}

/** The cache tells its observers on a later task. */
const cacheNotified = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const texts = (blocks: readonly { originalText: string }[]) => blocks.map((b) => b.originalText);

describe("the editor's blocks over the query cache", () => {
  it("takes a later list that reaches the cache, under the ids the server keeps", async () => {
    const { client, hook } = open(true);
    setProjectBlocks(client, "p1", { version: 2, blocks: [block("b", "two!"), block("c", "three")] });
    await waitFor(() => expect(texts(hook.result.current.store.get())).toEqual(["two!", "three"]));
    const [kept, added] = hook.result.current.store.get();
    expect(kept.id).toBe("b");
    expect(added.id).toBe("c");
    expect(hook.result.current.version).toBe(2);
    expect(hook.result.current.status.state).toBe("saved");
  });

  it("keeps unsaved edits instead of a later list (the next save merges)", async () => {
    const { client, hook } = open();
    act(() => hook.result.current.session.update("a", { originalText: "mine" }));
    setProjectBlocks(client, "p1", { version: 2, blocks: [block("a", "one"), block("b", "theirs")] });
    await cacheNotified();
    expect(texts(hook.result.current.store.get())).toEqual(["mine", "two"]);
    expect(hook.result.current.version).toBe(1);
    expect(hook.result.current.status.state).toBe("dirty");
  });

  it("puts a list handed over with its version (a restore) in the cache", async () => {
    const { client, hook } = open(true);
    await act(async () => {
      hook.result.current.session.replaceBlocks([block("a", "restored")], { version: 4 });
    });
    expect(texts(hook.result.current.store.get())).toEqual(["restored"]);
    expect(client.getQueryData(projectKeys.blocks("p1"))).toEqual({
      version: 4,
      blocks: [block("a", "restored")],
    });
  });
});
