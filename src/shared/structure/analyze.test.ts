import { describe, expect, it } from "vitest";
import { TEMPLATE_BLOCK_TYPES, TEMPLATES } from "../blocks/templates";
import { COPY_BLOCK_TYPES } from "../blocks/types";
import { analyzeStructure, checkOrder, guessReference, type StructureBlock, sectionsOf } from "./analyze";
import { CLASSIC_STAGES, STAGE_OF_TYPE, stageOf } from "./stages";

let n = 0;
const b = (type: string, originalText = "um dois três", expansion = ""): StructureBlock => ({
  id: `b${++n}`,
  type,
  originalText,
  expansion,
});

const CLASSIC_COPY = () => [
  b("HOOK"),
  b("PAIN_POINT"),
  b("DISCOVERY_NARRATIVE"),
  b("MECHANISM_INTRO"),
  b("SOCIAL_PROOF"),
  b("OFFER_STRUCTURE"),
  b("GUARANTEE"),
  b("CALL_TO_ACTION"),
];

describe("stages", () => {
  it("gives every copy block type a classic stage, and every stage a type", () => {
    for (const type of COPY_BLOCK_TYPES) expect(CLASSIC_STAGES).toContain(STAGE_OF_TYPE[type]);
    for (const stage of CLASSIC_STAGES) expect(Object.values(STAGE_OF_TYPE)).toContain(stage);
    expect(stageOf("UNDEFINED")).toBeNull();
    expect(stageOf("text")).toBeNull();
    expect(stageOf("cta")).toBe("callToAction");
    for (const type of TEMPLATE_BLOCK_TYPES) expect([...CLASSIC_STAGES, null]).toContain(stageOf(type));
  });
});

describe("sectionsOf", () => {
  it("joins runs of one type, counts the words the final copy speaks, and times them at 150 wpm", () => {
    const blocks = [
      b("HOOK", "Pare tudo agora."),
      b("HOOK", "Isto vai mudar o seu dia.", "   "),
      b("PAIN_POINT", "curto", Array.from({ length: 150 }, () => "palavra").join(" ")),
      b("HOOK", "De novo o gancho, d'água e bem-estar."),
    ];
    const sections = sectionsOf(blocks);
    expect(sections.map((s) => [s.type, s.blockIds.length, s.firstIndex, s.words, s.seconds])).toEqual([
      ["HOOK", 2, 0, 9, 4],
      ["PAIN_POINT", 1, 2, 150, 60],
      ["HOOK", 1, 3, 7, 3],
    ]);
    expect(sections[0].stage).toBe("hook");
    expect(sectionsOf([])).toEqual([]);
    expect(sectionsOf(blocks, 300)[1].seconds).toBe(30);
  });
});

describe("checkOrder against the classic order", () => {
  it("finds nothing to say about a copy in the classic order", () => {
    const blocks = [...CLASSIC_COPY(), b("SCARCITY"), b("HOOK")];
    expect(checkOrder(blocks, { kind: "classic" }).issues).toEqual([]);
  });

  it("names missing stages, linked to the block they should follow", () => {
    const blocks = [b("HOOK"), b("PAIN_POINT"), b("OFFER_STRUCTURE"), b("CALL_TO_ACTION")];
    const { issues } = checkOrder(blocks, { kind: "classic" });
    expect(issues).toEqual([
      { kind: "missing", step: "story", blockId: blocks[1].id },
      { kind: "missing", step: "mechanism", blockId: blocks[1].id },
      { kind: "missing", step: "proof", blockId: blocks[1].id },
      { kind: "missing", step: "guarantee", blockId: blocks[2].id },
    ]);
  });

  it("links a missing first stage to the first block, and an empty copy to nothing", () => {
    const blocks = [b("PAIN_POINT")];
    expect(checkOrder(blocks, { kind: "classic" }).issues[0]).toEqual({
      kind: "missing",
      step: "hook",
      blockId: blocks[0].id,
    });
    expect(
      checkOrder([], { kind: "classic" }).issues.every((i) => i.kind === "missing" && i.blockId === null),
    ).toBe(true);
  });

  it("says a guarantee before the problem is too early, and a hook at the end too late", () => {
    const early = CLASSIC_COPY();
    const guarantee = early.splice(6, 1)[0];
    early.splice(1, 0, guarantee);
    expect(checkOrder(early, { kind: "classic" }).issues).toEqual([
      { kind: "tooEarly", step: "guarantee", blockId: guarantee.id },
    ]);

    const late = CLASSIC_COPY().slice(1);
    const hook = b("STORY_HOOK");
    late.push(hook);
    expect(checkOrder(late, { kind: "classic" }).issues).toEqual([
      { kind: "tooLate", step: "hook", blockId: hook.id },
    ]);
  });

  it("ignores blocks without a stage", () => {
    const blocks = [b("UNDEFINED"), ...CLASSIC_COPY(), b("text")];
    expect(checkOrder(blocks, { kind: "classic" }).issues).toEqual([]);
  });
});

describe("checkOrder against a template", () => {
  it("uses the template's own order of block types", () => {
    // Landing page: hero, benefits, testimonials, guarantee, cta.
    const blocks = [b("hero"), b("testimonials"), b("benefits"), b("cta")];
    const { steps, issues } = checkOrder(blocks, { kind: "template", templateId: "landing-page" });
    expect(steps[0]).toBe("hero");
    expect(issues).toEqual([
      { kind: "tooEarly", step: "testimonials", blockId: blocks[1].id },
      { kind: "missing", step: "guarantee", blockId: blocks[1].id },
      { kind: "missing", step: "footer", blockId: blocks[3].id },
    ]);
  });

  it("falls back to the classic order for an unknown template", () => {
    expect(checkOrder(CLASSIC_COPY(), { kind: "template", templateId: "nope" }).steps).toEqual([
      ...CLASSIC_STAGES,
    ]);
  });
});

describe("analyzeStructure", () => {
  it("adds up words and time", () => {
    const map = analyzeStructure(CLASSIC_COPY(), { kind: "classic" });
    expect(map.sections).toHaveLength(8);
    expect(map.words).toBe(24);
    expect(map.seconds).toBe(10);
    expect(map.issues).toEqual([]);
  });
});

describe("guessReference", () => {
  it("picks the template a copy was made from, else the classic order", () => {
    expect(guessReference([b("hero"), b("benefits"), b("cta"), b("HOOK")], TEMPLATES)).toEqual({
      kind: "template",
      templateId: "landing-page",
    });
    expect(guessReference(CLASSIC_COPY(), TEMPLATES)).toEqual({ kind: "classic" });
    expect(guessReference([], TEMPLATES)).toEqual({ kind: "classic" });
  });
});
