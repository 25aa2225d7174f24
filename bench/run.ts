// Runs every benchmark in bench/*.bench.ts (each default-exports an async function), or those named.
import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(dir))
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file} ==`);
  const mod = (await import(`./${file}`)) as { default: () => Promise<void> };
  await mod.default();
}
