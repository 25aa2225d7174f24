import { describe, expect, it } from "vitest";
import { PROJECT_IMPORT_MAX_CHARS } from "@/shared/api/project-export";
import { renderJson } from "@/shared/export/json";
import { blocks, options, project } from "@/shared/export/test-fixtures";
import { TITLE_MAX_LENGTH } from "@/shared/limits";
import { i18n } from "@/web/i18n";
import {
  IMPORT_FILE_MAX_BYTES,
  importedTitle,
  importFileProblem,
  importProblemText,
  readProjectImport,
} from "./import-file";

const file = (text: string, name = "carta.json") => new File([text], name, { type: "application/json" });

describe("importFileProblem", () => {
  it("refuses empty and oversized files before reading them, naming the limit", () => {
    expect(importFileProblem({ name: "a.json", size: 0 })).toMatchObject({
      error: "a.json is empty",
      problem: "EMPTY",
    });
    const big = importFileProblem({ name: "big.json", size: IMPORT_FILE_MAX_BYTES + 1 });
    expect(big?.error).toMatch(/^big\.json is too large \(\d+\.\d MB; at most 11\.0 MB\)$/);
    expect(big).toMatchObject({ problem: "TOO_LARGE", params: { max: 11 } });
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

  it("is told in the interface language, numbers included", async () => {
    const big = importFileProblem({ name: "big.json", size: IMPORT_FILE_MAX_BYTES + 1 })!;
    await i18n.changeLanguage("pt");
    expect(importProblemText(big)).toBe("O arquivo é grande demais (33 MB; no máximo 11 MB).");
    const noTitle = JSON.stringify({ format: "copyblocks.project", version: 1, project: {}, blocks: [] });
    const bad = await readProjectImport(file(noTitle));
    expect(!bad.ok && importProblemText(bad)).toMatch(
      /^O arquivo tem um valor inválido em project\.title \(/,
    );
    await i18n.changeLanguage("en");
    expect(importProblemText(big)).toBe("The file is too large (33 MB; at most 11 MB).");
  });

  it("says what a file that is not JSON should be, never the parser's English", async () => {
    const notJson = await readProjectImport(file("Title,Text\nCarta,Olá", "carta.csv"));
    await i18n.changeLanguage("pt");
    expect(!notJson.ok && importProblemText(notJson)).toBe(
      "carta.csv não é um arquivo JSON. Escolha o arquivo .json criado por Exportar → JSON no CopyBlocks.",
    );
    await i18n.changeLanguage("en");
    expect(!notJson.ok && importProblemText(notJson)).toBe(
      "carta.csv is not a JSON file. Pick the .json file that Export → JSON made in CopyBlocks.",
    );
  });
});

describe("importedTitle", () => {
  it("marks the copy as imported, in the interface language, within the title limit", async () => {
    await i18n.changeLanguage("pt");
    expect(importedTitle("Carta da dieta")).toBe("Carta da dieta (importado)");
    await i18n.changeLanguage("en");
    expect(importedTitle("Diet letter")).toBe("Diet letter (imported)");
    const long = importedTitle("x".repeat(500));
    expect(long.endsWith(" (imported)")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });
});
