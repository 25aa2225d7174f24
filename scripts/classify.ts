// Command line for the rule classifier (stable interface):
//   npm run --silent classify -- FILE|- [--format json|table] [--mode improved|rules|spec]
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { type ClassifiedBlock, type ClassifierMode, classifyText } from "../src/shared/blocks";

export const EXIT_OK = 0;
export const EXIT_UNREADABLE = 1;
export const EXIT_EMPTY = 2;
export const EXIT_USAGE = 3;

const HELP = `Usage: npm run --silent classify -- [options] FILE
       npm run --silent classify -- [options] -      (read standard input)

Splits a sales text into paragraphs (one per non-empty line) and types each one with the
local classifier (no AI service needed).

Options:
  --format json|table   json (default): a JSON array, one object per block, in order:
                          {"type","originalText","confidence","alternativeTypes":[{"type","confidence"}]}
                        table: a readable table
  --mode improved|rules|spec
                        improved (default): the trained sequence model over the rules and
                          the words; confidence is a calibrated probability
                        rules: the rule profiles with a hand-set pass over the sequence
                        spec: the scoring of the specification, paragraph by paragraph
  -h, --help            show this help

Exit codes:
  0  success
  1  the file is missing or cannot be read
  2  the text is empty (no non-blank line)
  3  bad usage (unknown option, no FILE)
`;

interface Args {
  file?: string;
  format: "json" | "table";
  mode: ClassifierMode;
  help: boolean;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { format: "json", mode: "improved", help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === "-h" || flag === "--help") args.help = true;
    else if (flag === "--format") {
      const v = value();
      if (v !== "json" && v !== "table") throw new UsageError(`--format must be json or table, not '${v}'`);
      args.format = v;
    } else if (flag === "--mode") {
      const v = value();
      if (v !== "improved" && v !== "rules" && v !== "spec")
        throw new UsageError(`--mode must be improved, rules or spec, not '${v}'`);
      args.mode = v;
    } else if (flag !== "-" && flag.startsWith("-")) throw new UsageError(`unknown option ${flag}`);
    else if (args.file !== undefined) throw new UsageError("give a single FILE (or - for standard input)");
    else args.file = arg;
  }
  return args;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

const truncate = (text: string, width: number): string =>
  text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;

export function formatTable(blocks: readonly ClassifiedBlock[]): string {
  const typeWidth = Math.max(4, ...blocks.map((b) => b.type.length));
  const lines = [`${"#".padStart(4)}  ${"TYPE".padEnd(typeWidth)}  CONF  ${"TEXT".padEnd(60)}  ALTERNATIVES`];
  blocks.forEach((b, i) => {
    const alternatives = b.alternativeTypes.map((a) => `${a.type} ${a.confidence}`).join(", ") || "-";
    const text = truncate(b.originalText.replace(/\s+/g, " "), 60);
    lines.push(
      `${String(i + 1).padStart(4)}  ${b.type.padEnd(typeWidth)}  ${String(b.confidence).padStart(4)}  ${text}  ${alternatives}`,
    );
  });
  return `${lines.join("\n")}\n`;
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`classify: ${(error as Error).message}\n\n${HELP}`);
    return EXIT_USAGE;
  }
  if (args.help) {
    process.stdout.write(HELP);
    return EXIT_OK;
  }
  if (args.file === undefined) {
    process.stderr.write(`classify: no FILE given (use - for standard input)\n\n${HELP}`);
    return EXIT_USAGE;
  }
  let text: string;
  try {
    text = args.file === "-" ? await readStdin() : await readFile(args.file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (error as Error).message;
    process.stderr.write(`classify: cannot read '${args.file}': ${reason}\n`);
    return EXIT_UNREADABLE;
  }
  const blocks = classifyText(text, { mode: args.mode });
  if (blocks.length === 0) {
    process.stderr.write(
      `classify: the text is empty: '${args.file === "-" ? "standard input" : args.file}' has no non-blank line\n`,
    );
    return EXIT_EMPTY;
  }
  const output =
    args.format === "table"
      ? formatTable(blocks)
      : `${JSON.stringify(
          blocks.map((b) => ({
            type: b.type,
            originalText: b.originalText,
            confidence: b.confidence,
            alternativeTypes: b.alternativeTypes.map((a) => ({ type: a.type, confidence: a.confidence })),
          })),
          null,
          2,
        )}\n`;
  process.stdout.write(output);
  return EXIT_OK;
}

// Run only when executed, not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
