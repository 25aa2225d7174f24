// The PDF fonts read from disk, for tests that render PDFs in Node; the web app fetches the
// same files as Vite assets. Kept out of src/shared because reading files needs Node.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const fonts = {
  regular: new Uint8Array(readFileSync(fontPath("DejaVuSans.ttf"))),
  bold: new Uint8Array(readFileSync(fontPath("DejaVuSans-Bold.ttf"))),
};
