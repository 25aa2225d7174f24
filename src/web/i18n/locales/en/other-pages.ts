import { admin } from "./admin";
import { ai } from "./ai";
import { blocks } from "./blocks";
import { collab } from "./collab";
import { editor } from "./editor";
import { find } from "./find";
import { glossary } from "./glossary";
import { live } from "./live";
import { prompter } from "./prompter";
import { publicProject } from "./publicProject";
import { search } from "./search";
import { settings } from "./settings";
import { structure } from "./structure";
import { templates } from "./templates";
import { tools } from "./tools";
import { translation } from "./translation";

/** The texts of every other screen: fetched when the browser is idle or such a screen opens. */
export const otherPages = {
  blocks,
  collab,
  ai,
  editor,
  find,
  live,
  prompter,
  publicProject,
  search,
  settings,
  structure,
  templates,
  glossary,
  admin,
  tools,
  translation,
};
