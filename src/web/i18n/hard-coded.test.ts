import { readFileSync } from "node:fs";
import { globSync } from "tinyglobby";
import { parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Interface text belongs in the catalogs. This scans the web app's components for words written
 * straight into the markup: JSX text, the attributes people read or hear (aria-label, title,
 * placeholder, alt, and the label/description props of our components) and toast messages.
 */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "confirmLabel",
  "caption",
  "hint",
]);

/** Literals that are the same in every language. */
const ALLOWED = new Set([
  "CopyBlocks", // the product's name
  "Ctrl K", // key caps of the search shortcut
  "https://…", // the shape of a URL
]);

/** Two letters in a row make a word; "—", "404", "·" and ids do not. */
const WORDS = /\p{L}{2,}/u;

type Finding = { line: number; where: string; text: string };

function hardCodedTexts(source: string, fileName = "file.tsx"): Finding[] {
  const { program } = parseSync(fileName, source, { lang: fileName.endsWith(".ts") ? "ts" : "tsx" });
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const found: Finding[] = [];
  const report = (offset: number, where: string, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (WORDS.test(clean) && !ALLOWED.has(clean)) found.push({ line: lineOf(offset), where, text: clean });
  };
  /** A string literal, or the text parts of a template literal. */
  const literalText = (node: {
    type: string;
    start: number;
    value?: unknown;
    quasis?: { value: { cooked?: string | null } }[];
  }) => {
    if (node.type === "Literal" && typeof node.value === "string") report(node.start, "", node.value);
    if (node.type === "TemplateLiteral")
      report(node.start, "", (node.quasis ?? []).map((q) => q.value.cooked ?? "").join(" "));
  };
  /** Literals an expression may render: through `a ? "x" : "y"`, `a && "x"` and `a ?? "x"` too. */
  type Expr = { type: string; start: number; [key: string]: unknown };
  const rendered = (node: Expr): Expr[] => {
    if (node.type === "ConditionalExpression")
      return [...rendered(node.consequent as Expr), ...rendered(node.alternate as Expr)];
    if (node.type === "LogicalExpression")
      return [...rendered(node.left as Expr), ...rendered(node.right as Expr)];
    if (node.type === "Literal" || node.type === "TemplateLiteral") return [node];
    return [];
  };
  const childTexts = (children: Expr[]) => {
    for (const child of children) {
      if (child.type !== "JSXExpressionContainer") continue;
      const before = found.length;
      for (const literal of rendered(child.expression as Expr)) literalText(literal as never);
      for (const finding of found.slice(before)) finding.where = "text";
    }
  };
  new Visitor({
    JSXElement(node) {
      childTexts(node.children as unknown as Expr[]);
    },
    JSXFragment(node) {
      childTexts(node.children as unknown as Expr[]);
    },
    JSXText(node) {
      // The text node starts right after the tag: count lines from its first visible character.
      report(node.start + node.value.length - node.value.trimStart().length, "text", node.value);
    },
    JSXAttribute(node) {
      if (node.name.type !== "JSXIdentifier" || !READ_ATTRIBUTES.has(node.name.name) || !node.value) return;
      const value = node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
      const before = found.length;
      for (const literal of rendered(value as never)) literalText(literal as never);
      for (const finding of found.slice(before)) finding.where = node.name.name;
    },
    CallExpression(node) {
      const callee = node.callee;
      const isToast =
        (callee.type === "Identifier" && callee.name === "toast") ||
        (callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" &&
          callee.object.name === "toast");
      if (!isToast || !node.arguments[0]) return;
      const before = found.length;
      literalText(node.arguments[0] as never);
      for (const finding of found.slice(before)) finding.where = "toast";
    },
  }).visit(program);
  return found;
}

describe("interface text", () => {
  it("is never written into a component: every string comes from the catalogs", () => {
    const files = globSync("src/web/**/*.{ts,tsx}", { ignore: ["**/*.test.*", "src/web/i18n/locales/**"] });
    expect(files.length).toBeGreaterThan(50);
    const findings = files.flatMap((file) =>
      hardCodedTexts(readFileSync(file, "utf8"), file).map((f) => `${file}:${f.line} ${f.where}: ${f.text}`),
    );
    expect(findings).toEqual([]);
  });

  it("notices text, read attributes and toasts, and leaves catalog calls, names and symbols alone", () => {
    const source = `
      export function Demo({ n }) {
        toast.success("Saved");
        toast(\`\${n} deleted\`);
        toast.error(t("failed"));
        return (
          <div aria-label="Close" title={\`Copy \${n}\`} className="flex gap-2" data-testid="x">
            Skip to content
            <b>{t("ok")}</b> — 404 · {n}
            <span>CopyBlocks</span>
            <input placeholder="https://…" />
            <p>{n === 1 ? "1 project" : \`\${n} projects\`}{n && "none"}{t("x")}</p>
          </div>
        );
      }`;
    expect(hardCodedTexts(source).map((f) => `${f.line} ${f.where}: ${f.text}`)).toEqual([
      "3 toast: Saved",
      "4 toast: deleted",
      "7 aria-label: Close",
      "7 title: Copy",
      "8 text: Skip to content",
      "12 text: 1 project",
      "12 text: projects",
      "12 text: none",
    ]);
  });
});
