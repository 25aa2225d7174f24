import { describe, expect, it } from "vitest";
import { longestIncreasing } from "./longest-increasing";

const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe("longestIncreasing", () => {
  it("keeps the longest run of values already in order", () => {
    expect(sorted(longestIncreasing([1, 5, 2, 3, 0, 4]))).toEqual([0, 2, 3, 5]);
  });

  it("skips undefined values, which have no order to keep", () => {
    expect(sorted(longestIncreasing([undefined, 2, undefined, 1, 3]))).toEqual([3, 4]);
  });

  it("is strict: equal values do not both stay", () => {
    expect(longestIncreasing([2, 2, 2]).size).toBe(1);
  });

  it("returns nothing for an empty or all-undefined list", () => {
    expect(longestIncreasing([]).size).toBe(0);
    expect(longestIncreasing([undefined, undefined]).size).toBe(0);
  });
});
