import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "@/shared/limits";
import { formattersFor } from "@/web/i18n/format";
import { canPostComment, commentAuthorName, commentAvatarLetter, commentCounter } from "./comment-rules";

describe("commentAuthorName", () => {
  it("falls back to 'Anonymous', then to the first 8 characters of the user id", () => {
    expect(commentAuthorName(null)).toBe("Anonymous");
    expect(commentAuthorName({ id: "abcdef123456", name: "  ", avatarUrl: null })).toBe("abcdef12");
    expect(commentAuthorName({ id: "abcdef123456", name: "Maria Escritora", avatarUrl: null })).toBe(
      "Maria Escritora",
    );
  });
});

describe("commentAvatarLetter", () => {
  it("is the first letter of the shown name, uppercase", () => {
    expect(commentAvatarLetter("maria")).toBe("M");
    expect(commentAvatarLetter("Anonymous")).toBe("A");
    expect(commentAvatarLetter(" élida")).toBe("É");
    expect(commentAvatarLetter("")).toBe("?");
  });
});

describe("canPostComment", () => {
  const ok = { content: "Ótimo gancho", projectId: "p1", signedIn: true, posting: false };
  it("needs text, a project, a signed-in user and no post under way", () => {
    expect(canPostComment(ok)).toBe(true);
    expect(canPostComment({ ...ok, content: "  \n " })).toBe(false);
    expect(canPostComment({ ...ok, projectId: null })).toBe(false);
    expect(canPostComment({ ...ok, signedIn: false })).toBe(false);
    expect(canPostComment({ ...ok, posting: true })).toBe(false);
  });
  it("refuses text over the limit, counting it trimmed like the server", () => {
    expect(canPostComment({ ...ok, content: `  ${"a".repeat(COMMENT_MAX_LENGTH)}  ` })).toBe(true);
    expect(canPostComment({ ...ok, content: "a".repeat(COMMENT_MAX_LENGTH + 1) })).toBe(false);
  });
});

describe("commentCounter", () => {
  it("shows near the limit and turns red past it", () => {
    const en = formattersFor("en");
    expect(commentCounter("oi", en).visible).toBe(false);
    const near = commentCounter("a".repeat(COMMENT_MAX_LENGTH * 0.8), en);
    expect(near).toMatchObject({ visible: true, over: false, text: "4,000 / 5,000" });
    expect(commentCounter("a".repeat(COMMENT_MAX_LENGTH + 1), en)).toMatchObject({
      visible: true,
      over: true,
    });
    // In Portuguese the thousands separator is a dot.
    expect(commentCounter("a".repeat(COMMENT_MAX_LENGTH * 0.8), formattersFor("pt")).text).toBe(
      "4.000 / 5.000",
    );
  });
});
