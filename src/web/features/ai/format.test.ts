import { beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "@/web/i18n";
import { engineLabel, formatMinutes, progressPercent } from "./format";

describe("format", () => {
  beforeAll(() => setLanguage("pt"));

  it("names the engine", () => {
    expect(engineLabel("ai", "gpt-4o")).toBe("IA: gpt-4o");
    expect(engineLabel("ai")).toBe("IA");
    expect(engineLabel("local", "gpt-4o")).toBe("Local");
    expect(engineLabel("none")).toBe("Indisponível");
  });

  it("reads minutes as people say them", () => {
    expect(formatMinutes(0)).toBe("0 s");
    expect(formatMinutes(0.66)).toBe("40 s");
    expect(formatMinutes(1.5)).toBe("1 min 30 s");
    expect(formatMinutes(3)).toBe("3 min");
  });

  it("clamps progress", () => {
    expect(progressPercent(3, 4)).toBe(75);
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
