import { getDefaultConfig } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classTokens, groupFinder, webSources } from "../../../scripts/tailwind-merge-config";
import { tailwindMergeConfig } from "./tailwind-merge-config";
import { cn } from "./utils";

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind, and keeps the others", () => {
    expect(cn("h-9 px-4 text-sm text-primary", "h-8 px-2")).toBe("text-sm text-primary h-8 px-2");
    expect(cn("text-sm text-primary", "text-xs")).toBe("text-primary text-xs");
    expect(cn("size-9", false, "size-8 hover:text-destructive")).toBe("size-8 hover:text-destructive");
  });

  it("sorts every class name in src/web into the group tailwind-merge's default puts it in", () => {
    // A failure names classes of a group the cut configuration lacks: npm run gen:tailwind-merge.
    const full = groupFinder(getDefaultConfig());
    const cut = groupFinder(tailwindMergeConfig());
    const differing = [...classTokens(webSources())].filter((token) => full(token) !== cut(token));
    expect(differing).toEqual([]);
  });
});
