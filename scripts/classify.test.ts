import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const script = join(root, "scripts", "classify.ts");
const dir = mkdtempSync(join(tmpdir(), "classify-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const LETTER = [
  "Descubra como sair das dívidas em 6 meses, sem ganhar um real a mais.",
  "",
  "Meu nome é Marcelo, sou economista há 15 anos.",
  "Você tem 30 dias de garantia: se não gostar, devolvemos seu dinheiro.",
  "Clique no botão abaixo agora mesmo e garanta a sua vaga.",
].join("\r\n");

describe("classify CLI", () => {
  it("prints a JSON array, one object per block in order, with the stable keys", () => {
    const { code, stdout } = run([file("letter.txt", LETTER)]);
    expect(code).toBe(0);
    const blocks = JSON.parse(stdout) as Record<string, unknown>[];
    expect(blocks).toHaveLength(4);
    for (const block of blocks) {
      expect(Object.keys(block)).toEqual(["type", "originalText", "confidence", "alternativeTypes"]);
      for (const alt of block.alternativeTypes as Record<string, unknown>[])
        expect(Object.keys(alt)).toEqual(["type", "confidence"]);
    }
    expect(blocks.map((b) => b.originalText)).toEqual(LETTER.split("\r\n").filter(Boolean));
    expect(blocks[0].type).toBe("HOOK");
    expect(blocks[3].type).toBe("CALL_TO_ACTION");
  });

  it("reads standard input with -", () => {
    const { code, stdout } = run(["-"], "Click the button below to claim your copy.\n");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)[0].type).toBe("CALL_TO_ACTION");
  });

  it("prints a readable table with --format table", () => {
    const { code, stdout } = run(["--format", "table", file("table.txt", LETTER)]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/#\s+TYPE\s+CONF\s+TEXT\s+ALTERNATIVES/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain("CALL_TO_ACTION");
  });

  it("uses the original rule scoring with --mode spec", () => {
    const { code, stdout } = run(["--mode=spec", file("spec.txt", "Ela chegou cedo.")]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)[0].type).toBe("UNDEFINED");
  });

  it("uses the rules alone with --mode rules, and names the modes on a bad one", () => {
    const { code, stdout } = run(["--mode", "rules", file("rules.txt", "Lorem ipsum dolor sit amet")]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)[0]).toMatchObject({ type: "UNDEFINED", confidence: 0 });
    const bad = run(["--mode", "ai", file("rules.txt", "x")]);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--mode must be improved, rules or spec, not 'ai'/);
  });

  it("exits 1 with a clear message for a missing or unreadable file", () => {
    const missing = run([join(dir, "nope.txt")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*nope\.txt.*no such file/);
    expect(missing.stdout).toBe("");
    const directory = run([dir]);
    expect(directory.code).toBe(1);
    expect(directory.stderr).toMatch(/directory/);
  });

  it("exits 2 for an empty text", () => {
    const blank = run([file("blank.txt", " \n\r\n\t\n")]);
    expect(blank.code).toBe(2);
    expect(blank.stderr).toMatch(/empty/);
    expect(run(["-"], "").code).toBe(2);
  });

  it("exits 3 on bad usage and documents the exit codes in --help", () => {
    expect(run([]).code).toBe(3);
    expect(run(["--format", "xml", "x.txt"]).code).toBe(3);
    expect(run(["--bogus"]).code).toBe(3);
    const help = run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*1 {2}the file is missing[\s\S]*2 {2}the text is empty/);
  });

  it("survives binary junk", () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256));
    const { code, stdout } = run([file("junk.bin", junk)]);
    expect(code).toBe(0);
    expect(Array.isArray(JSON.parse(stdout))).toBe(true);
  });

  it("works through the stable npm entry point", () => {
    const result = spawnSync("npm", ["run", "--silent", "classify", "--", file("npm.txt", LETTER)], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(4);
  });
});
