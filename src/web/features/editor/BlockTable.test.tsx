import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useReducer } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RowActions } from "./BlockRow";
import { BlockTable } from "./BlockTable";
import { blocksReducer } from "./blocks-reducer";
import { type EditorBlock, emptyBlock } from "./model";

const block = (id: string, originalText: string, type = "HOOK"): EditorBlock => ({
  id,
  type,
  originalText,
  translation: "",
  expansion: "",
});

/** The table over the editor's own reducer, as the editor page drives it. */
function Harness({
  blocks,
  readOnly = false,
  projectLanguage = null,
  shownLanguage = null,
  onState,
}: {
  blocks: EditorBlock[];
  readOnly?: boolean;
  projectLanguage?: string | null;
  shownLanguage?: string | null;
  onState?: (blocks: readonly EditorBlock[]) => void;
}) {
  const [state, dispatch] = useReducer(blocksReducer, blocks);
  onState?.(state);
  const actions: RowActions = {
    setText: (id, field, value) => dispatch({ type: "update", id, patch: { [field]: value } }),
    setType: (id, type) => dispatch({ type: "update", id, patch: { type } }),
    activate: () => {},
    add: (afterId) =>
      dispatch({ type: "insert", index: state.findIndex((b) => b.id === afterId) + 1, block: emptyBlock() }),
    remove: (id) => dispatch({ type: "remove", id }),
    move: (id, delta) => dispatch({ type: "move", id, delta }),
    patch: (id, patch) => dispatch({ type: "update", id, patch }),
  };
  return (
    <BlockTable
      blocks={state}
      activeId={null}
      readOnly={readOnly}
      translationLanguage={projectLanguage}
      shownLanguage={shownLanguage}
      fontSize={16}
      actions={actions}
      wpm={150}
    />
  );
}

const originals = () =>
  screen.getAllByRole("textbox", { name: /original text/ }).map((box) => (box as HTMLTextAreaElement).value);

describe("the block table", () => {
  it("shows every block with its number, type and three text cells", () => {
    render(<Harness blocks={[block("a", "First"), block("b", "Second", "CALL_TO_ACTION")]} />);
    const table = screen.getByRole("table", { name: "Blocks" });
    expect(
      within(table).getAllByRole("textbox", { name: /^Block \d+ (original text|expansion)/ }),
    ).toHaveLength(4);
    expect(originals()).toEqual(["First", "Second"]);
    expect(screen.getByRole("textbox", { name: "Block 2 original text" })).toHaveProperty("value", "Second");
  });

  it("keeps a table's semantics: row count, each row's index, column headers and cells", async () => {
    render(<Harness blocks={[block("a", "First"), block("b", "Second"), block("c", "Third")]} />);
    const table = screen.getByRole("table", { name: "Blocks" });
    // The header row counts too; rows out of view are not in the DOM, so each says where it is.
    expect(table.getAttribute("aria-rowcount")).toBe("4");
    // The first paint has the rows in view; the ones just past it follow a frame later.
    const rowIndexes = () =>
      within(table)
        .getAllByRole("row")
        .map((row) => row.getAttribute("aria-rowindex"));
    await waitFor(() => expect(rowIndexes()).toEqual(["1", "2", "3", "4"]));
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Block", "Original Text", "Translation", "Expansion/Creation", "Actions"]);
    expect(within(rows[2]).getAllByRole("cell")).toHaveLength(5);
    expect(rows[2].getAttribute("data-block-id")).toBe("b");
  });

  it("edits, adds, moves and removes blocks through the row controls", async () => {
    const user = userEvent.setup();
    render(<Harness blocks={[block("a", "First"), block("b", "Second")]} />);

    const expansion = screen.getByRole("textbox", { name: "Block 1 expansion" });
    await user.type(expansion, "More");
    expect(expansion).toHaveProperty("value", "More");

    await user.click(screen.getByRole("button", { name: "Move block 2 up" }));
    expect(originals()).toEqual(["Second", "First"]);

    await user.click(screen.getByRole("button", { name: "Add block below block 1" }));
    expect(originals()).toEqual(["Second", "", "First"]);

    await user.click(screen.getByRole("button", { name: "Remove block 3" }));
    expect(originals()).toEqual(["Second", ""]);
  });

  it("keeps the only block, so there is always somewhere to write", async () => {
    const user = userEvent.setup();
    render(<Harness blocks={[block("a", "Only")]} />);
    await user.click(screen.getByRole("button", { name: "Remove block 1" }));
    expect(originals()).toEqual(["Only"]);
  });

  it("is read-only for a visitor: no controls, cells cannot be typed in", async () => {
    const user = userEvent.setup();
    render(<Harness blocks={[block("a", "First")]} readOnly />);
    expect(screen.queryByRole("button", { name: /Remove block/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Add block below/ })).toBeNull();
    const original = screen.getByRole("textbox", { name: "Block 1 original text" });
    await user.type(original, "changed");
    expect(original).toHaveProperty("value", "First");
  });

  it("shows and edits the chosen translation language, leaving the others as they were", async () => {
    const user = userEvent.setup();
    let latest: readonly EditorBlock[] = [];
    const multilingual: EditorBlock = {
      ...block("a", "Olá"),
      translation: "Hello",
      translations: { en: "Hello", es: "Hola", fr: "Bonjour" },
    };
    render(
      <Harness
        blocks={[multilingual]}
        projectLanguage="en"
        shownLanguage="es"
        onState={(blocks) => {
          latest = blocks;
        }}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Translation (Spanish)" })).toBeTruthy();
    const cell = screen.getByRole("textbox", { name: "Block 1 translation" });
    expect(cell).toHaveProperty("value", "Hola");
    await user.clear(cell);
    await user.type(cell, "Hola amigo");
    expect(latest[0].translations).toEqual({ en: "Hello", es: "Hola amigo", fr: "Bonjour" });
    expect(latest[0].translation).toBe("Hello");
  });

  it("editing the project's own language keeps `translation` and its entry together", async () => {
    const user = userEvent.setup();
    let latest: readonly EditorBlock[] = [];
    const multilingual: EditorBlock = {
      ...block("a", "Olá"),
      translation: "Hello",
      translations: { en: "Hello", es: "Hola" },
    };
    render(
      <Harness
        blocks={[multilingual]}
        projectLanguage="en"
        shownLanguage="en"
        onState={(blocks) => {
          latest = blocks;
        }}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Block 1 translation" }), "!");
    expect(latest[0].translation).toBe("Hello!");
    expect(latest[0].translations).toEqual({ en: "Hello!", es: "Hola" });
  });
});

describe("the block table's row controls by screen width", () => {
  /** A matchMedia whose wide-screen query answers `wide`. */
  const withScreen = (wide: boolean) =>
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: wide && query.includes("64rem"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  afterEach(() => vi.unstubAllGlobals());

  it("builds only the row buttons on a wide screen", () => {
    withScreen(true);
    render(<Harness blocks={[block("a", "First"), block("b", "Second")]} />);
    expect(screen.getByRole("button", { name: "Move block 2 up" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Block \d+ actions$/ })).toBeNull();
  });

  it("builds only the card's menu on a narrow screen", () => {
    withScreen(false);
    render(<Harness blocks={[block("a", "First"), block("b", "Second")]} />);
    expect(screen.queryByRole("button", { name: "Move block 2 up" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Block \d+ actions$/ }).length).toBeGreaterThan(0);
  });
});
