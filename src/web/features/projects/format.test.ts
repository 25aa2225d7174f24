import { beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "@/web/i18n";
import { authorName, excerpt } from "./format";

describe("excerpt", () => {
  it("keeps short text and cuts long text at 120 characters", () => {
    expect(excerpt("Curto")).toBe("Curto");
    expect(excerpt(null)).toBe("");
    const long = "a".repeat(200);
    expect(excerpt(long)).toBe(`${"a".repeat(120)}…`);
    expect(excerpt("a".repeat(120))).toBe("a".repeat(120));
  });

  it("collapses line breaks so cards stay on their lines", () => {
    expect(excerpt("linha 1\n\nlinha 2")).toBe("linha 1 linha 2");
  });
});

describe("authorName", () => {
  beforeAll(() => setLanguage("pt"));

  it("uses the name, then 'Usuário ' and 6 characters of the id, then 'Anônimo'", () => {
    expect(authorName("Ana", "abcdef123")).toBe("Ana");
    expect(authorName("  ", "abcdef123")).toBe("Usuário abcdef");
    expect(authorName(null, null)).toBe("Anônimo");
  });
});
