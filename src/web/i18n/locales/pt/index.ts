import type { en } from "../en";
import type { Catalog } from "../types";
import { admin } from "./admin";
import { ai } from "./ai";
import { auth } from "./auth";
import { blocks } from "./blocks";
import { collab } from "./collab";
import { common } from "./common";
import { editor } from "./editor";
import { errors } from "./errors";
import { find } from "./find";
import { glossary } from "./glossary";
import { lists } from "./lists";
import { live } from "./live";
import { projects } from "./projects";
import { publicProject } from "./publicProject";
import { search } from "./search";
import { settings } from "./settings";
import { shell } from "./shell";
import { structure } from "./structure";
import { tools } from "./tools";

export const pt: Catalog<typeof en> = {
  common,
  shell,
  blocks,
  ai,
  auth,
  collab,
  editor,
  find,
  lists,
  live,
  projects,
  publicProject,
  search,
  settings,
  structure,
  glossary,
  admin,
  tools,
  errors,
};
