import { describe, expect, it } from "vitest";
import { PROJECT_IMPORT_MAX_CHARS } from "@/shared/api/project-export";
import { renderJson } from "@/shared/export/json";
import { blocks, options, project } from "@/shared/export/test-fixtures";
import { IMPORT_FILE_MAX_BYTES, importFileProblem, readProjectImport } from "./import-file";

const file = (text: string, name = "carta.json") => new File([text], name, { type: "application/json" });

describe("importFileProblem", () => {
  it("refuses empty and oversized files before reading them, naming the limit", () => {
    expect(importFileProblem({ name: "a.json", size: 0 })).toBe("a.json is empty");
    expect(importFileProblem({ name: "big.json", size: IMPORT_FILE_MAX_BYTES + 1 })).toMatch(
      /^big\.json is too large \(\d+\.\d MB; at most 11\.0 MB\)$/,
    );
    expect(importFileProblem({ name: "ok.json", size: PROJECT_IMPORT_MAX_CHARS })).toBeNull();
  });
});

describe("readProjectImport", () => {
  it("reads an export back", async () => {
    const result = await readProjectImport(
      file(renderJson(project, blocks, options({ exportFormat: "json" }))),
    );
    expect(result.ok && result.value.project.title).toBe(project.title);
    expect(result.ok && result.value.blocks).toHaveLength(blocks.length);
  });

  it("names what is wrong", async () => {
    expect(await readProjectImport(file("{not json"))).toMatchObject({ ok: false, error: /not valid JSON/ });
    expect(await readProjectImport(file('{"hello":1}'))).toMatchObject({ ok: false, error: /format/ });
    const noTitle = JSON.stringify({ format: "copyblocks.project", version: 1, project: {}, blocks: [] });
    expect(await readProjectImport(file(noTitle))).toMatchObject({ ok: false, error: /^project\.title: / });
    expect(await readProjectImport(file(""))).toMatchObject({ ok: false, error: "carta.json is empty" });
  });
});
