import { describe, expect, it } from "vitest";
import { wrapText } from "./pdf-layout";
import { drawableIn, fitTextToFont, hanScriptFor } from "./pdf-text";

// A pretend font: Latin-1 plus the Arabic letters (DejaVu has those glyphs, but no shaping).
const latin = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => i + 0x20);
const arabic = Array.from({ length: 0x6ff - 0x600 + 1 }, (_, i) => i + 0x600);
const drawable = drawableIn([...latin, ...arabic]);
const fitText = (text: string) => fitTextToFont(text, drawable);

describe("fitTextToFont", () => {
  it("keeps drawable text as it is", () => {
    expect(fitText("Ação, coração, não, você, é.\nSegunda linha")).toEqual({
      text: "Ação, coração, não, você, é.\nSegunda linha",
      missing: new Set(),
    });
  });

  it("turns a Japanese sentence into one marker, punctuation and spaces included", () => {
    expect(fitText("Título: 日本語の テキスト、です。 Fim")).toEqual({
      text: "Título: [texto em japonês omitido] Fim",
      missing: new Set(["japonês"]),
    });
  });

  it("names Chinese, Korean and other scripts", () => {
    expect(fitText("中文 e 한국어 e \u{1D11E}").text).toBe(
      "[texto em chinês omitido] e [texto em coreano omitido] e [caracteres omitidos]",
    );
  });

  it("names Han Japanese in a Japanese document", () => {
    expect(fitTextToFont("日本語", drawable, "japonês").text).toBe("[texto em japonês omitido]");
    expect(hanScriptFor(["日本語"], "ja")).toBe("japonês");
    expect(hanScriptFor(["日本語", "ひらがな"], null)).toBe("japonês");
    expect(hanScriptFor(["中文"], "zh")).toBe("chinês");
  });

  it("refuses Arabic even when the font has its glyphs, since it would be unshaped and reversed", () => {
    expect(fitText("Olá مرحبا بالعالم!")).toEqual({
      text: "Olá [texto em árabe omitido]!",
      missing: new Set(["árabe"]),
    });
  });

  it("composes decomposed accents", () => {
    expect(fitText("ac\u0327a\u0303o").text).toBe("ação");
  });

  it("keeps line breaks between runs and drops invisible and control characters", () => {
    expect(fitText("日本\n日本").text).toBe("[texto em chinês omitido]\n[texto em chinês omitido]");
    expect(fitText("a\u200bb\u0007c\u00add\ufe0f\te").text).toBe("abcd    e");
  });
});

describe("wrapText", () => {
  const measure = (s: string) => s.length; // one unit per character

  it("breaks between words at the width", () => {
    expect(wrapText("aaa bbb ccc dd", measure, 7)).toEqual(["aaa bbb", "ccc dd"]);
  });

  it("keeps explicit line breaks and blank lines", () => {
    expect(wrapText("a\n\nb", measure, 10)).toEqual(["a", "", "b"]);
  });

  it("cuts a word longer than the line", () => {
    expect(wrapText("x abcdefghij y", measure, 4)).toEqual(["x", "abcd", "efgh", "ij y"]);
  });
});
