import { beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "@/web/i18n";
import { engineLabel, formatMinutes, progressPercent, usageLine } from "./format";

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

  it("tells what a run spent, numbers in the interface language's style", async () => {
    const usage = { calls: 6, promptTokens: 15_200, completionTokens: 2_900, wallMs: 9_400 };
    expect(usageLine(usage, 1_104)).toBe("1.104 blocos · 6 chamadas · 18,1\u00a0mil tokens · 9,4 s");
    expect(usageLine({ calls: 1, promptTokens: 600, completionTokens: 40, wallMs: 12_345 }, 1)).toBe(
      "1 bloco · 1 chamada · 640 tokens · 12 s",
    );
    await setLanguage("en");
    expect(usageLine(usage, 171)).toBe("171 blocks · 6 calls · 18.1K tokens · 9.4 s");
    await setLanguage("pt");
  });
});
