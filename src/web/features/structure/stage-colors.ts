import type { ClassicStage } from "@/shared/structure/stages";

/** One colour per classic stage (strip, legend and the PDF picture use the same hues). */
export const STAGE_CLASSES: Record<ClassicStage | "none", string> = {
  hook: "bg-violet-500",
  problem: "bg-rose-500",
  story: "bg-amber-500",
  mechanism: "bg-sky-500",
  proof: "bg-emerald-500",
  offer: "bg-indigo-500",
  guarantee: "bg-teal-500",
  callToAction: "bg-orange-500",
  none: "bg-slate-400",
};
