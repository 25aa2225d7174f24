import { describe, expect, it } from "vitest";
import { AVATAR_TONES, avatarInitials, avatarTone } from "./avatar";

describe("avatarInitials", () => {
  it("uses the first and last word of the name", () => {
    expect(avatarInitials("ana maria souza", "a@b.c")).toBe("AS");
    expect(avatarInitials("  Bruno  ", "x@y.z")).toBe("B");
  });

  it("falls back to the e-mail's local part", () => {
    expect(avatarInitials("", "joao.silva@example.com")).toBe("JS");
    expect(avatarInitials(null, "writer@example.com")).toBe("W");
  });

  it("handles accents and missing data", () => {
    expect(avatarInitials("élise ørsted", null)).toBe("ÉØ");
    expect(avatarInitials("", "")).toBe("?");
  });
});

describe("avatarTone", () => {
  it("picks the tone by the first character code modulo 5", () => {
    expect(avatarTone("A", null)).toBe(AVATAR_TONES[65 % 5]);
    expect(avatarTone("", "b@x.y")).toBe(AVATAR_TONES[98 % 5]);
  });

  it("is stable for the same user", () => {
    expect(avatarTone("Carla", "c@x.y")).toBe(avatarTone("Carla Dias", "other@x.y"));
  });
});
