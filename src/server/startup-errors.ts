import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** Exit codes of a failed start (sysexits): an operator's script can tell the causes apart. */
export const EXIT_DATA_DIR_NOT_WRITABLE = 73; // EX_CANTCREAT
export const EXIT_DATA_DIR_FULL = 74; // EX_IOERR

/** A start-up failure the operator can fix: one line to print and the exit code. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const NOT_WRITABLE = new Set(["EACCES", "EPERM", "EROFS"]);
const FULL = new Set(["ENOSPC", "EDQUOT"]);
// The embedded database runs in WebAssembly and reports its file errors with WASI numbers.
const WASI_NOT_WRITABLE = new Set([2 /* EACCES */, 63 /* EPERM */, 69 /* EROFS */]);
const WASI_FULL = new Set([51 /* ENOSPC */, 19 /* EDQUOT */]);

/** The DATA_DIR problem behind an error, if there is one. */
export function dataDirProblem(error: unknown, dataDir: string): StartupError | null {
  const e = error as { code?: unknown; errno?: unknown; name?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const wasi = e?.name === "ErrnoError" && typeof e.errno === "number" ? e.errno : -1;
  const dir = path.resolve(dataDir);
  if (NOT_WRITABLE.has(code) || WASI_NOT_WRITABLE.has(wasi)) {
    return new StartupError(
      `DATA_DIR ${dir} is not writable (${code || "read-only"}): give the server's user write access to it or set DATA_DIR to a writable folder.`,
      EXIT_DATA_DIR_NOT_WRITABLE,
    );
  }
  if (FULL.has(code) || WASI_FULL.has(wasi)) {
    return new StartupError(
      `DATA_DIR ${dir} is full (no space left on device): free some space or set DATA_DIR to a folder with room.`,
      EXIT_DATA_DIR_FULL,
    );
  }
  return null;
}

/** Room the embedded database needs at least to start and write a little. */
const PROBE_BYTES = 1024 * 1024;

/**
 * Checks, before the embedded database touches it, that DATA_DIR can be created and written
 * with some room to spare, so a read-only or full disk is reported plainly instead of failing
 * halfway through the database's own start.
 */
export function checkDataDir(dataDir: string) {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, Buffer.alloc(PROBE_BYTES));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw dataDirProblem(error, dataDir) ?? error;
  } finally {
    rmSync(probe, { force: true });
  }
}
