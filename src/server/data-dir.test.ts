import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXIT_DATA_DIR_FULL, EXIT_DATA_DIR_NOT_WRITABLE } from "./startup-errors";
import { exited, randomPort, startServer } from "./test/process";

// A DATA_DIR the embedded database cannot use stops the server with one line that says what to
// fix and an exit code naming the cause, never a stack trace.
const root = mkdtempSync(path.join(tmpdir(), "copyblocks-datadir-"));
// Traversable by anyone, so only the folder under test is refused.
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const isRoot = process.getuid?.() === 0;
const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted) execFileSync("umount", [dir], { stdio: "ignore" });
});

/**
 * A folder nobody can write to. Root writes through file permissions, so for root it is a
 * read-only mount (running the server as another user instead would also need that user to read
 * the checkout, which a fresh clone in a private temp folder does not allow).
 */
function readOnlyDir(): string | null {
  const dir = path.join(root, "read-only");
  mkdirSync(dir);
  if (!isRoot) {
    chmodSync(dir, 0o555);
    return dir;
  }
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", dir], { stdio: "ignore" });
    mounted.push(dir);
    return dir;
  } catch {
    return null;
  }
}
const readOnly = readOnlyDir();

/** A tiny RAM disk that fills up at once; needs root, so that case is skipped without it. */
function smallDisk(): string | null {
  if (!isRoot) return null;
  const dir = path.join(root, "small");
  mkdirSync(dir);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    return null;
  }
}
const disk = smallDisk();
afterAll(() => {
  if (disk) execFileSync("umount", [disk], { stdio: "ignore" });
});

function expectOneClearLine(output: string, pattern: RegExp) {
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /);
}

describe.runIf(process.env.TEST_DB !== "postgres")("a DATA_DIR the server cannot use", () => {
  it.runIf(readOnly)(
    "read-only: one line naming the folder, exit code 73",
    async () => {
      const dataDir = readOnly as string;
      const server = startServer({ DATA_DIR: dataDir, PORT: randomPort(), HOME: root });
      expect(await exited(server.child)).toBe(EXIT_DATA_DIR_NOT_WRITABLE);
      expectOneClearLine(
        server.output(),
        new RegExp(`^CopyBlocks failed to start: DATA_DIR ${dataDir} is not writable`),
      );
    },
    60_000,
  );

  it.runIf(disk)(
    "full: one line naming the folder, exit code 74",
    async () => {
      const dataDir = path.join(disk as string, "data");
      const server = startServer({ DATA_DIR: dataDir, PORT: randomPort() });
      expect(await exited(server.child)).toBe(EXIT_DATA_DIR_FULL);
      expectOneClearLine(
        server.output(),
        new RegExp(`^CopyBlocks failed to start: DATA_DIR ${dataDir} is full`),
      );
    },
    60_000,
  );
});
