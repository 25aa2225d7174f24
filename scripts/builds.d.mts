// Types of scripts/builds.mjs, for the TypeScript tests that import it.
export interface Build {
  name: string;
  output: string;
  inputs: string[];
  command: string[];
}
export const root: string;
export const webBuild: Build;
export const serverBuild: Build;
export function isStale(build: Pick<Build, "output" | "inputs">): boolean;
