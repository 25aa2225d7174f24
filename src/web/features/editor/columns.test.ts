import { describe, expect, it } from "vitest";
import {
  ACTIONS_WIDTH,
  type ColumnPrefs,
  canDock,
  DEFAULT_PREFS,
  focusOf,
  focusOn,
  gridTemplate,
  isResizable,
  parsePrefs,
  setWidth,
  TYPE_WIDTH,
  toggleColumn,
  visibleColumns,
} from "./columns";

describe("column prefs", () => {
  it("shows the three text columns by default, each taking an equal share", () => {
    expect(visibleColumns(DEFAULT_PREFS)).toEqual(["originalText", "translation", "expansion"]);
    expect(gridTemplate(DEFAULT_PREFS)).toBe(
      `${TYPE_WIDTH}px minmax(0,1fr) minmax(0,1fr) minmax(0,1fr) ${ACTIONS_WIDTH}px`,
    );
  });

  it("hides and shows columns, never the last one shown", () => {
    let prefs = toggleColumn(DEFAULT_PREFS, "expansion");
    expect(visibleColumns(prefs)).toEqual(["originalText", "translation"]);
    prefs = toggleColumn(prefs, "translation");
    expect(visibleColumns(prefs)).toEqual(["originalText"]);
    expect(toggleColumn(prefs, "originalText")).toBe(prefs);
    prefs = toggleColumn(prefs, "expansion");
    expect(visibleColumns(prefs)).toEqual(["originalText", "expansion"]);
  });

  it("names the focus layouts and switches between them", () => {
    expect(focusOf(DEFAULT_PREFS)).toBeNull();
    const translation = focusOn(DEFAULT_PREFS, "translation");
    expect(visibleColumns(translation)).toEqual(["originalText", "translation"]);
    expect(focusOf(translation)).toBe("translation");
    const expansion = focusOn(translation, "expansion");
    expect(focusOf(expansion)).toBe("expansion");
    expect(visibleColumns(focusOn(expansion, null))).toHaveLength(3);
    // Two columns without the original are no focus layout.
    expect(focusOf(toggleColumn(DEFAULT_PREFS, "originalText"))).toBeNull();
  });

  it("keeps dragged widths within limits and one text column flexible", () => {
    let prefs = setWidth(DEFAULT_PREFS, "type", 20);
    expect(prefs.widths.type).toBe(128);
    prefs = setWidth(prefs, "originalText", 512.4);
    prefs = setWidth(prefs, "translation", 420);
    expect(gridTemplate(prefs)).toBe(`128px 512px 420px minmax(0,1fr) ${ACTIONS_WIDTH}px`);
    expect(isResizable(prefs, "expansion")).toBe(false);
    // Every shown column sized: the last one still fills what is left.
    prefs = setWidth(prefs, "expansion", 300);
    expect(gridTemplate(prefs)).toBe(`128px 512px 420px minmax(0,1fr) ${ACTIONS_WIDTH}px`);
    expect(isResizable(prefs, "expansion")).toBe(false);
    expect(isResizable(prefs, "originalText")).toBe(true);
    expect(setWidth(prefs, "originalText", null).widths.originalText).toBeUndefined();
  });

  it("docks a panel only when every text column keeps 300 px", () => {
    // A 1440 px window less the page's padding: three columns do not fit beside a 384 px panel...
    expect(canDock(DEFAULT_PREFS, 1392, 384, 16)).toBe(false);
    // ...two do, and three do on a 1920 px screen.
    expect(canDock(focusOn(DEFAULT_PREFS, "translation"), 1392, 384, 16)).toBe(true);
    expect(canDock(DEFAULT_PREFS, 1872, 384, 16)).toBe(true);
    // A wide dragged column leaves the others less room.
    expect(canDock(setWidth(DEFAULT_PREFS, "originalText", 900), 1872, 384, 16)).toBe(false);
  });

  it("reads stored prefs, dropping what makes no sense", () => {
    const stored: ColumnPrefs = { hidden: ["expansion"], widths: { originalText: 480 } };
    expect(parsePrefs(JSON.stringify(stored))).toEqual(stored);
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs("{not json")).toEqual(DEFAULT_PREFS);
    expect(
      parsePrefs(
        JSON.stringify({ hidden: ["bogus", "translation"], widths: { type: "wide", expansion: 99999 } }),
      ),
    ).toEqual({ hidden: ["translation"], widths: { expansion: 1600 } });
    // Everything hidden would leave nothing to write in.
    expect(
      parsePrefs(JSON.stringify({ hidden: ["originalText", "translation", "expansion"] })).hidden,
    ).toEqual([]);
  });
});
