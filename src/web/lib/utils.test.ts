import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind, and keeps the others", () => {
    expect(cn("h-9 px-4 text-sm text-primary", "h-8 px-2")).toBe("text-sm text-primary h-8 px-2");
    expect(cn("text-sm text-primary", "text-xs")).toBe("text-primary text-xs");
    expect(cn("size-9", false, "size-8 hover:text-destructive")).toBe("size-8 hover:text-destructive");
  });

  it("merges the utilities the generated cut used to miss", () => {
    expect(cn("inset-y-2", "inset-y-0")).toBe("inset-y-0");
    expect(cn("touch-auto", "touch-none")).toBe("touch-none");
    expect(cn("scale-x-100", "-scale-x-100")).toBe("-scale-x-100");
  });
});
