import { describe, expect, it } from "vitest";
import { findTemplate, instantiateTemplate, TEMPLATE_BLOCK_TYPES, TEMPLATES } from "./templates";
import { blockTypeLabel, isBlockType } from "./types";

describe("templates", () => {
  it("are seven templates with 6, 6, 6, 6, 5, 8 and 4 blocks", () => {
    expect(TEMPLATES.map((t) => [t.name, t.blocks.length])).toEqual([
      ["Email Newsletter", 6],
      ["Blog Post", 6],
      ["Landing Page", 6],
      ["Product Description", 6],
      ["Ad Copy", 5],
      ["Case Study", 8],
      ["Social Media Posts", 4],
    ]);
  });

  it("have unique ids, a description, a lucide icon name and placeholder text in every block", () => {
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    for (const template of TEMPLATES) {
      expect(template.description.length).toBeGreaterThan(10);
      expect(template.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const block of template.blocks) expect(block.originalText.trim().length).toBeGreaterThan(5);
    }
  });

  it("use only the lowercase template types, and every one of them", () => {
    const used = new Set(TEMPLATES.flatMap((t) => t.blocks.map((b) => b.type)));
    expect([...used].sort()).toEqual([...TEMPLATE_BLOCK_TYPES].sort());
    for (const type of used) {
      expect(type).toBe(type.toLowerCase());
      expect(isBlockType(type)).toBe(false);
      expect(blockTypeLabel(type)).toBe(type);
    }
  });

  it("become editor blocks with fresh ids and empty translation and expansion", () => {
    let n = 0;
    const blocks = instantiateTemplate(findTemplate("ad-copy")!, () => `id-${++n}`);
    expect(blocks).toHaveLength(5);
    expect(blocks[0]).toEqual({
      id: "id-1",
      type: "header",
      originalText: expect.any(String),
      translation: "",
      expansion: "",
    });
    expect(findTemplate("nope")).toBeUndefined();
  });
});
