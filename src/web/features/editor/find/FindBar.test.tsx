import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState, useSyncExternalStore } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RowActions } from "../BlockRow";
import { BlockTable } from "../BlockTable";
import { type BlocksAction, createBlocksStore } from "../blocks-reducer";
import type { RevealField } from "../editor-context";
import type { EditorBlock } from "../model";
import { cellField } from "../reveal-block";
import type { BlockTableHandle } from "../use-block-virtualizer";
import { useEditorShortcuts } from "../use-editor-shortcuts";
import { FindBar } from "./FindBar";
import { FindHighlightContext } from "./highlights";
import { useFind } from "./use-find";

beforeAll(() => {
  // jsdom lays nothing out (scrolling is a no-op there) and has no CSS.escape.
  Element.prototype.scrollIntoView = vi.fn();
  globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, "\\$&") } as typeof CSS;
});

const block = (id: string, originalText: string, expansion = ""): EditorBlock => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion,
});

const BLOCKS = [
  block("b1", "A ação começa hoje.", "Mais ação, menos espera."),
  block("b2", "Sem acao não há venda."),
  block("b3", "Reação e AÇÃO."),
];

/** The block table and the find bar over the editor's own store, wired as the editor page does. */
function Harness({
  readOnly = false,
  onAction,
  onDeleteBlock,
}: {
  readOnly?: boolean;
  onAction?: (action: BlocksAction) => void;
  onDeleteBlock?: () => void;
}) {
  const [store] = useState(() => createBlocksStore(BLOCKS, (action) => onAction?.(action)));
  const blocks = useSyncExternalStore(store.subscribe, store.get);
  const table = useRef<BlockTableHandle>(null);
  const revealBlock = (id: string, field?: RevealField) =>
    table.current?.reveal(id, cellField(field), "center");
  const find = useFind({
    blocks,
    shownLanguage: null,
    projectLanguage: null,
    readOnly,
    revealBlock,
    applyPatches: (patches) => store.dispatch({ type: "patch", patches }),
    commitPatches: async (make) => store.dispatch({ type: "patch", patches: make(store.get()) }),
  });
  useEditorShortcuts({
    find: () => find.openBar(false),
    replace: () => find.openBar(true),
    findNext: find.next,
    deleteBlock: onDeleteBlock,
  });
  const actions: RowActions = {
    setText: (id, field, value) => store.dispatch({ type: "update", id, patch: { [field]: value } }),
    setType: () => {},
    activate: () => {},
    add: () => {},
    remove: () => {},
    move: () => {},
    patch: (id, patch) => store.dispatch({ type: "update", id, patch }),
  };
  return (
    <>
      <FindHighlightContext.Provider value={find.highlights}>
        <BlockTable
          ref={table}
          blocks={blocks}
          activeId={null}
          readOnly={readOnly}
          translationLanguage={null}
          shownLanguage={null}
          fontSize={16}
          actions={actions}
          wpm={150}
        />
      </FindHighlightContext.Provider>
      <FindBar find={find} />
    </>
  );
}

const field = (n: number, what = "original text") =>
  screen.getByRole("textbox", { name: `Block ${n} ${what}` }) as HTMLTextAreaElement;
const findBox = () => screen.getByRole("textbox", { name: "Find" }) as HTMLInputElement;
const count = () => screen.getByTestId("find-count").textContent;
const selected = (area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd);

async function openFind(user: ReturnType<typeof userEvent.setup>, keys = "{Control>}f{/Control}") {
  await user.click(field(1));
  field(1).setSelectionRange(0, 0);
  await user.keyboard(keys);
  await waitFor(() => expect(document.activeElement).toBe(findBox()));
}

describe("FindBar", () => {
  it("counts matches in every column, without accents or case by default, and marks them", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openFind(user);
    await user.type(findBox(), "acao");
    await waitFor(() => expect(count()).toBe("1 of 5"));
    expect(document.querySelectorAll("mark")).toHaveLength(5);
    expect(document.querySelectorAll("mark[data-find-current]")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Match accents" }));
    await waitFor(() => expect(count()).toBe("1 of 1"));
    expect(screen.getByRole("button", { name: "Match accents" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Match accents" }));

    await user.click(screen.getByRole("button", { name: "Whole words" }));
    await waitFor(() => expect(count()).toBe("1 of 4")); // not "Reação"
    await user.click(screen.getByRole("button", { name: "Match case" }));
    await waitFor(() => expect(count()).toBe("1 of 3")); // not "AÇÃO" either

    await user.selectOptions(screen.getByRole("combobox", { name: "Search in" }), "expansion");
    await waitFor(() => expect(count()).toBe("1 of 1"));

    await user.clear(findBox());
    await user.type(findBox(), "xyz");
    await waitFor(() => expect(count()).toBe("No results"));
    expect(document.querySelectorAll("mark")).toHaveLength(0);
  });

  it("moves with Enter and Shift+Enter, selects the match in its field and keeps the focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openFind(user);
    await user.type(findBox(), "ação");
    await waitFor(() => expect(count()).toBe("1 of 5"));

    await user.keyboard("{Enter}");
    await waitFor(() => expect(selected(field(1))).toBe("ação"));
    expect(document.activeElement).toBe(findBox());
    expect(count()).toBe("1 of 5");

    await user.keyboard("{Enter}");
    await waitFor(() => expect(selected(field(1, "expansion"))).toBe("ação"));
    expect(count()).toBe("2 of 5");
    await user.keyboard("{Enter}{Enter}");
    await waitFor(() => expect(count()).toBe("4 of 5"));
    expect(selected(field(3))).toBe("Reação".slice(2));

    await user.keyboard("{Shift>}{Enter}{/Shift}");
    await waitFor(() => expect(count()).toBe("3 of 5"));
    expect(selected(field(2))).toBe("acao");
    await user.keyboard("{Shift>}{Enter}{Enter}{Enter}{/Shift}");
    await waitFor(() => expect(count()).toBe("5 of 5")); // wraps around
    await user.keyboard("{F3}");
    await waitFor(() => expect(count()).toBe("1 of 5"));
    expect(document.activeElement).toBe(findBox());
  });

  it("starts from the caret and takes a selected word as the query", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const area = field(2);
    await user.click(area);
    area.setSelectionRange(4, 8); // "acao"
    await user.keyboard("{Control>}f{/Control}");
    await waitFor(() => expect(findBox().value).toBe("acao"));
    await waitFor(() => expect(count()).toBe("3 of 5"));
  });

  it("closes with Escape and gives the focus back, to the match it moved to", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openFind(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("search")).toBeNull();
    expect(document.activeElement).toBe(field(1));

    await user.keyboard("{Control>}f{/Control}");
    await waitFor(() => expect(document.activeElement).toBe(findBox()));
    await user.type(findBox(), "venda");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(selected(field(2))).toBe("venda"));
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(field(2));
    expect(selected(field(2))).toBe("venda");
  });

  it("replaces one match after showing it, then the next, each as its own edit", async () => {
    const user = userEvent.setup();
    const actions: BlocksAction[] = [];
    render(<Harness onAction={(a) => actions.push(a)} />);
    await openFind(user, "{Control>}h{/Control}");
    await user.type(findBox(), "ação");
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "oferta");
    const replace = screen.getByRole("button", { name: "Replace" });

    await user.click(replace); // shows the first match
    await waitFor(() => expect(selected(field(1))).toBe("ação"));
    expect(field(1).value).toBe("A ação começa hoje.");
    await user.click(replace);
    await waitFor(() => expect(field(1).value).toBe("A oferta começa hoje."));
    await waitFor(() => expect(selected(field(1, "expansion"))).toBe("ação"));
    expect(count()).toBe("1 of 4");
    await user.click(replace);
    await waitFor(() => expect(field(1, "expansion").value).toBe("Mais oferta, menos espera."));
    expect(actions.filter((a) => a.type === "patch")).toHaveLength(2);
  });

  it("replaces all matches in one change and keeps the rest of the text as typed", async () => {
    const user = userEvent.setup();
    const actions: BlocksAction[] = [];
    render(<Harness onAction={(a) => actions.push(a)} />);
    await openFind(user, "{Control>}h{/Control}");
    await user.type(findBox(), "ação");
    await user.click(screen.getByRole("button", { name: "Whole words" }));
    await waitFor(() => expect(count()).toBe("1 of 4"));
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "oferta (já)");
    await user.click(screen.getByRole("button", { name: "Replace all" }));
    await waitFor(() => expect(count()).toBe("No results"));
    expect([field(1).value, field(1, "expansion").value, field(2).value, field(3).value]).toEqual([
      "A oferta (já) começa hoje.",
      "Mais oferta (já), menos espera.",
      "Sem oferta (já) não há venda.",
      "Reação e oferta (já).",
    ]);
    expect(actions).toHaveLength(1);
    expect(actions[0].type).toBe("patch");
  });

  it("offers no replace on a read-only project", async () => {
    const user = userEvent.setup();
    render(<Harness readOnly />);
    await openFind(user, "{Control>}h{/Control}");
    expect(screen.queryByRole("textbox", { name: "Replace with" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show replace" })).toBeNull();
    await user.type(findBox(), "venda");
    await waitFor(() => expect(count()).toBe("1 of 1"));
  });

  it("keeps block shortcuts typed in the find box from acting on the blocks", async () => {
    const user = userEvent.setup();
    const onDeleteBlock = vi.fn();
    render(<Harness onDeleteBlock={onDeleteBlock} />);
    await openFind(user);
    await user.keyboard("{Control>}{Backspace}{/Control}");
    expect(onDeleteBlock).not.toHaveBeenCalled();
    await act(async () => field(1).focus());
    expect(document.activeElement).toBe(field(1));
  });
});
