import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

// tailwind-merge with only the class groups this app uses (see tailwind-merge-config.ts): the
// same merging as its default twMerge for our classes, without the table of every utility.
const twMerge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
