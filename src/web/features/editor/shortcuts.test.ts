import { describe, expect, it } from "vitest";
import { shortcutFor } from "./shortcuts";

const key = (
  k: string,
  mods: Partial<{ ctrl: boolean; shift: boolean; alt: boolean; meta: boolean }> = {},
) => ({
  key: k,
  ctrlKey: Boolean(mods.ctrl),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
  metaKey: Boolean(mods.meta),
});
const outside = { inText: false, fieldEmpty: false };
const typing = { inText: true, fieldEmpty: false };

describe("shortcutFor", () => {
  it("maps the documented shortcuts", () => {
    expect(shortcutFor(key("s", { ctrl: true }), typing)).toBe("save");
    expect(shortcutFor(key("S", { meta: true }), typing)).toBe("save");
    expect(shortcutFor(key("d", { ctrl: true }), outside)).toBe("dashboard");
    expect(shortcutFor(key("Y", { ctrl: true, shift: true }), typing)).toBe("review");
    expect(shortcutFor(key("y", { ctrl: true }), typing)).toBe("redo");
    expect(shortcutFor(key("Enter", { ctrl: true }), typing)).toBe("addBelow");
    expect(shortcutFor(key("Enter", { ctrl: true, shift: true }), typing)).toBe("addAbove");
    expect(shortcutFor(key("ArrowUp", { ctrl: true }), typing)).toBe("moveUp");
    expect(shortcutFor(key("ArrowDown", { ctrl: true }), typing)).toBe("moveDown");
    expect(shortcutFor(key("Home", { ctrl: true }), outside)).toBe("firstBlock");
    expect(shortcutFor(key("End", { ctrl: true }), outside)).toBe("lastBlock");
    // Inside a text Ctrl+Home and Ctrl+End move in the text; Alt makes them the table's jumps.
    expect(shortcutFor(key("Home", { ctrl: true }), typing)).toBeNull();
    expect(shortcutFor(key("End", { ctrl: true }), typing)).toBeNull();
    expect(shortcutFor(key("Home", { ctrl: true, shift: true }), outside)).toBeNull();
    expect(shortcutFor(key("Home", { ctrl: true, alt: true }), typing)).toBe("firstBlock");
    expect(shortcutFor(key("End", { ctrl: true, alt: true }), typing)).toBe("lastBlock");
    expect(shortcutFor(key("/", { ctrl: true }), typing)).toBe("toggleComments");
    expect(shortcutFor(key("b", { ctrl: true }), typing)).toBe("toggleSidebar");
    expect(shortcutFor(key("=", { ctrl: true }), typing)).toBe("zoomIn");
    expect(shortcutFor(key("-", { ctrl: true }), typing)).toBe("zoomOut");
    expect(shortcutFor(key("ArrowDown", { alt: true }), typing)).toBe("nextBlock");
    expect(shortcutFor(key("ArrowUp", { alt: true }), typing)).toBe("previousBlock");
  });

  it("opens the editor's own find and replace, in a field too, and moves with F3", () => {
    expect(shortcutFor(key("f", { ctrl: true }), typing)).toBe("find");
    expect(shortcutFor(key("F", { meta: true }), outside)).toBe("find");
    expect(shortcutFor(key("h", { ctrl: true }), typing)).toBe("replace");
    expect(shortcutFor(key("F3"), typing)).toBe("findNext");
    expect(shortcutFor(key("F3", { shift: true }), outside)).toBe("findPrevious");
    expect(shortcutFor(key("F3", { alt: true }), outside)).toBeNull();
    expect(shortcutFor(key("f", { ctrl: true, shift: true }), outside)).toBeNull();
  });

  it("lets '?' type in a field and opens help elsewhere", () => {
    expect(shortcutFor(key("?", { shift: true }), typing)).toBeNull();
    expect(shortcutFor(key("?", { shift: true }), outside)).toBe("help");
  });

  it("keeps Ctrl+Backspace deleting a word in a non-empty field", () => {
    expect(shortcutFor(key("Backspace", { ctrl: true }), typing)).toBeNull();
    expect(shortcutFor(key("Backspace", { ctrl: true }), { inText: true, fieldEmpty: true })).toBe(
      "deleteBlock",
    );
    expect(shortcutFor(key("Backspace", { ctrl: true }), outside)).toBe("deleteBlock");
  });

  it("ignores plain keys and unknown combinations", () => {
    expect(shortcutFor(key("a"), outside)).toBeNull();
    expect(shortcutFor(key("x", { ctrl: true }), outside)).toBeNull();
    expect(shortcutFor(key("s", { ctrl: true, alt: true }), outside)).toBeNull();
  });
});

describe("shortcuts for many blocks", () => {
  const typing = { inText: true, fieldEmpty: false };
  const outside = { inText: false, fieldEmpty: false };
  const press = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) =>
    ({
      key: k,
      ctrlKey: Boolean(mods.ctrl),
      metaKey: false,
      shiftKey: Boolean(mods.shift),
      altKey: false,
    }) as const;

  it("splits, merges, selects all outside a text and clears the selection", () => {
    expect(shortcutFor(press("S", { ctrl: true, shift: true }), typing)).toBe("split");
    expect(shortcutFor(press("s", { ctrl: true }), typing)).toBe("save");
    expect(shortcutFor(press("M", { ctrl: true, shift: true }), typing)).toBe("merge");
    expect(shortcutFor(press("m", { ctrl: true }), typing)).toBeNull();
    expect(shortcutFor(press("a", { ctrl: true }), outside)).toBe("selectAll");
    expect(shortcutFor(press("a", { ctrl: true }), typing)).toBeNull();
    expect(shortcutFor(press("Escape"), typing)).toBe("clearSelection");
  });
});
