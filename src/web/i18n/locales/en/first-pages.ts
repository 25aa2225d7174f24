import { auth } from "./auth";
import { common } from "./common";
import { errors } from "./errors";
import { lists } from "./lists";
import { projects } from "./projects";
import { shell } from "./shell";

/** The texts of the shell and the first pages (sign-in, dashboard): fetched before the app renders. */
export const firstPages = {
  common,
  shell,
  auth,
  lists,
  projects,
  errors,
};
