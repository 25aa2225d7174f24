import type { ClassicStage } from "./stages";

/** One colour per classic stage as RGB hex, for pictures drawn outside the web page (PDF). */
export const STAGE_HEX: Record<ClassicStage | "none", string> = {
  hook: "#8b5cf6",
  problem: "#f43f5e",
  story: "#f59e0b",
  mechanism: "#0ea5e9",
  proof: "#10b981",
  offer: "#6366f1",
  guarantee: "#14b8a6",
  callToAction: "#f97316",
  none: "#94a3b8",
};

/** "#rrggbb" → [r, g, b] in 0..1. */
export function hexToUnit(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
