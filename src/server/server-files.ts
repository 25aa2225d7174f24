import { fileURLToPath } from "node:url";

/**
 * The path of a data file the server reads at run time (migrations, SQL scripts, word lists),
 * given relative to src/server. From the sources this module sits in src/server; built, it is
 * bundled into a file directly in dist/server, and the build copies the data files there in the
 * same layout, so one relative path serves both.
 */
export function serverFile(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
