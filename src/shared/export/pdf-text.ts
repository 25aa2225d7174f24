/**
 * Fit text to what a PDF font can draw. pdf-lib draws glyphs one by one, left to right, with no
 * shaping and no bidi, so a character is drawable only when the font has it AND its script needs
 * neither (Arabic has glyphs in DejaVu but would come out as isolated letters in reverse order).
 * Everything else is replaced, run by run, by a visible marker naming the script.
 */

export type ScriptName =
  | "japonês"
  | "chinês"
  | "coreano"
  | "árabe"
  | "hebraico"
  | "indiano"
  | "tailandês"
  | "emoji"
  | "outros";

type Range = readonly [number, number];

/** Scripts that need shaping or right-to-left ordering, which pdf-lib cannot do. */
const COMPLEX_SCRIPTS: readonly Range[] = [
  [0x0590, 0x08ff], // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic Extended
  [0x0900, 0x0dff], // Devanagari … Sinhala
  [0x0e00, 0x0fff], // Thai, Lao, Tibetan
  [0x1000, 0x109f], // Myanmar
  [0x1780, 0x17ff], // Khmer
  [0xfb1d, 0xfdff], // Hebrew and Arabic presentation forms
  [0xfe70, 0xfeff], // Arabic presentation forms B
];

const SCRIPT_RANGES: readonly [ScriptName, readonly Range[]][] = [
  [
    "japonês",
    [
      [0x3040, 0x30ff],
      [0x31f0, 0x31ff],
      [0xff65, 0xff9f],
    ],
  ],
  [
    "coreano",
    [
      [0x1100, 0x11ff],
      [0x3130, 0x318f],
      [0xac00, 0xd7af],
    ],
  ],
  [
    "chinês",
    [
      [0x2e80, 0x2fdf],
      [0x3000, 0x303f],
      [0x3100, 0x312f],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xf900, 0xfaff],
      [0xff00, 0xff64],
      [0x20000, 0x3134f],
    ],
  ],
  [
    "hebraico",
    [
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ],
  ],
  [
    "árabe",
    [
      [0x0600, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  ],
  ["indiano", [[0x0900, 0x0dff]]],
  ["tailandês", [[0x0e00, 0x0e7f]]],
  [
    "emoji",
    [
      [0x1f000, 0x1faff],
      [0x2600, 0x27bf],
    ],
  ],
];

const inRanges = (cp: number, ranges: readonly Range[]) => ranges.some(([a, b]) => cp >= a && cp <= b);

function scriptOf(cp: number): ScriptName {
  for (const [name, ranges] of SCRIPT_RANGES) if (inRanges(cp, ranges)) return name;
  return "outros";
}

/**
 * Kana anywhere in a run makes it Japanese, Hangul Korean; Han alone is `han` (Chinese unless
 * the caller knows the document is Japanese).
 */
function runScript(codePoints: number[], han: ScriptName): ScriptName {
  const scripts = new Set(codePoints.map(scriptOf));
  for (const name of [
    "japonês",
    "coreano",
    "chinês",
    "árabe",
    "hebraico",
    "indiano",
    "tailandês",
    "emoji",
  ] as const) {
    if (scripts.has(name)) return name === "chinês" ? han : name;
  }
  return "outros";
}

/** Invisible format characters (zero-width spaces and joiners, bidi marks, variation selectors). */
const INVISIBLE: readonly Range[] = [
  [0x00ad, 0x00ad],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];

/** The marker that stands for a run of `script`, in Portuguese unless the caller words it. */
export type MarkerOf = (script: ScriptName) => string;

export const unsupportedMarker: MarkerOf = (script) =>
  script === "outros" ? "[caracteres omitidos]" : `[texto em ${script} omitido]`;

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff65-\uff9f]/u;
/** Whether Han characters in a document are better named Japanese: kana appear, or it is "ja". */
export function hanScriptFor(texts: Iterable<string>, language?: string | null): "chinês" | "japonês" {
  if (language?.toLowerCase().startsWith("ja")) return "japonês";
  for (const text of texts) if (KANA.test(text)) return "japonês";
  return "chinês";
}

export type FittedText = { text: string; missing: Set<ScriptName> };

/**
 * Replace each run of characters `drawable` rejects by one marker. Spaces and punctuation between
 * two rejected characters belong to the run, so a Japanese sentence gives one marker, not ten.
 */
export function fitTextToFont(
  input: string,
  drawable: (codePoint: number) => boolean,
  han: "chinês" | "japonês" = "chinês",
  markerOf: MarkerOf = unsupportedMarker,
): FittedText {
  const missing = new Set<ScriptName>();
  // Composed accents: with shaping off, a decomposed "a" + U+0303 would rely on mark positioning.
  const text = input.normalize("NFC").replace(/\t/g, "    ");
  let out = "";
  let run: number[] = [];
  let gap = "";
  const flush = () => {
    if (run.length === 0) return;
    const script = runScript(run, han);
    missing.add(script);
    out += markerOf(script);
    run = [];
  };
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (char === "\n") {
      flush();
      out += gap + char;
      gap = "";
    } else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || inRanges(cp, INVISIBLE)) {
      // control and invisible format characters have no glyph and no meaning on paper
    } else if (drawable(cp)) {
      if (run.length > 0 && /[\s.,;:!?'"()-]/u.test(char)) {
        gap += char;
        continue;
      }
      flush();
      out += gap + char;
      gap = "";
    } else {
      run.push(cp);
      gap = "";
    }
  }
  flush();
  return { text: out + gap, missing };
}

/** A drawability test for a font's character set: present and not in a script needing shaping. */
export function drawableIn(characterSet: Iterable<number>): (codePoint: number) => boolean {
  const set = new Set(characterSet);
  return (cp) => set.has(cp) && !inRanges(cp, COMPLEX_SCRIPTS);
}
