import { describe, expect, it } from "vitest";
import { formattersFor } from "./format";

const at = new Date(2025, 2, 5, 14, 30);

describe("dates and numbers follow the interface language", () => {
  it("writes them the Brazilian way in Portuguese", () => {
    const pt = formattersFor("pt");
    expect(pt.date(at)).toBe("05/03/2025");
    expect(pt.dateTime(at)).toBe("05/03/2025, 14:30");
    expect(pt.number(1234567)).toBe("1.234.567");
    expect(pt.decimal(1.55)).toBe("1,6");
    expect(pt.relative(at.getTime() - 5 * 60_000, at.getTime())).toBe("há 5 minutos");
    expect(pt.language("es")).toBe("Espanhol");
  });

  it("writes them the American way in English", () => {
    const en = formattersFor("en");
    expect(en.date(at)).toBe("03/05/2025");
    expect(en.dateTime(at)).toBe("03/05/2025, 02:30 PM");
    expect(en.number(1234567)).toBe("1,234,567");
    expect(en.decimal(1.55)).toBe("1.6");
    expect(en.relative(at.getTime() - 5 * 60_000, at.getTime())).toBe("5 minutes ago");
    expect(en.language("es")).toBe("Spanish");
  });
});
