import { describe, expect, it } from "vitest";
import { AI_ACTION_NAMES } from "@/shared/ai-actions";
import {
  blockInputText,
  buildActionRequest,
  inputFromBlocks,
  localActions,
  needsProvider,
} from "./toolbar-input";

const options = {
  tone: "Casual",
  audience: "  mães empreendedoras ",
  language: "es",
  projectId: "p1",
} as const;

describe("blockInputText", () => {
  it("uses the expansion once it has text, else the original", () => {
    expect(blockInputText({ originalText: "orig", expansion: "exp" })).toBe("exp");
    expect(blockInputText({ originalText: "orig", expansion: "  \n" })).toBe("orig");
  });
});

describe("inputFromBlocks", () => {
  const blocks = [
    { id: "a", type: "HOOK", originalText: "Pare", expansion: "" },
    { id: "b", type: "OFFER", originalText: "Compre", expansion: "Compre hoje" },
  ];
  it("reads the active block, the final copy or every block", () => {
    const getInput = inputFromBlocks(blocks, "b");
    expect(getInput("block")).toEqual({ text: "Compre hoje" });
    expect(getInput("copy")).toEqual({ text: "Pare\n\nCompre hoje" });
    expect(getInput("blocks")).toEqual({
      blocks: [
        { type: "HOOK", text: "Pare" },
        { type: "OFFER", text: "Compre hoje" },
      ],
    });
    expect(inputFromBlocks(blocks, null)("block")).toEqual({ text: "" });
  });
});

describe("buildActionRequest", () => {
  it("sends the text with the tone, and only the options each action uses", () => {
    expect(buildActionRequest("rewrite", { text: "Olá" }, options)).toEqual({
      request: { text: "Olá", tone: "Casual" },
    });
    expect(buildActionRequest("adapt", { text: "Olá" }, options)).toEqual({
      request: { text: "Olá", tone: "Casual", audience: "mães empreendedoras" },
    });
    expect(buildActionRequest("translate-advanced", { text: "Olá" }, options)).toEqual({
      request: { text: "Olá", tone: "Casual", language: "es" },
    });
    expect(buildActionRequest("originality", { text: "Olá" }, options)).toEqual({
      request: { text: "Olá", tone: "Casual", projectId: "p1" },
    });
    expect(buildActionRequest("adapt", { text: "Olá" }, { ...options, audience: " " })).toEqual({
      request: { text: "Olá", tone: "Casual" },
    });
  });

  it("sends the non-empty blocks for performance", () => {
    const blocks = [
      { type: "HOOK", text: "Pare tudo" },
      { type: "text", text: "  " },
    ];
    expect(buildActionRequest("performance", { blocks }, options)).toEqual({
      request: { blocks: [blocks[0]], tone: "Casual" },
    });
  });

  it("says why instead of sending nothing", () => {
    expect(buildActionRequest("expand", { text: "  " }, options)).toEqual({
      problem: "emptyBlock",
    });
    expect(buildActionRequest("seo", {}, options)).toMatchObject({
      problem: "emptyCopy",
    });
    expect(buildActionRequest("performance", { blocks: [] }, options)).toMatchObject({
      problem: "noBlocks",
    });
  });
});

describe("local actions", () => {
  it("lists the six that work without a provider; the rest need one", () => {
    expect(localActions().map((a) => a.action)).toEqual([
      "seo",
      "metadata",
      "sentiment",
      "originality",
      "summary",
      "performance",
    ]);
    expect(AI_ACTION_NAMES.filter(needsProvider)).toHaveLength(8);
  });
});
