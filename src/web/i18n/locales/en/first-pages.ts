import { common } from "./common";
import { errors } from "./errors";
import { lists } from "./lists";
import { projects } from "./projects";
import { shell } from "./shell";

/**
 * The texts of the shell and the dashboard: fetched before the app renders. The sign-in screens'
 * own (auth.ts) come with those screens.
 */
export const firstPages = {
  common,
  shell,
  lists,
  projects,
  errors,
};
