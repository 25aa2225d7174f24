import { describe, expect, it } from "vitest";
import { exportFileName, exportMimeType } from "./file-name";
import { EXPORT_FORMATS } from "./types";

const now = new Date(2026, 10, 21, 23, 59, 30); // local time: the user's clock

describe("exportFileName", () => {
  it("lowercases the title, replaces every non-alphanumeric character and adds a timestamp", () => {
    expect(exportFileName("Minha VSL: Versão 2!", "markdown", now)).toBe(
      "minha_vsl__versao_2__20261121-2359.md",
    );
  });

  it("keeps readable letters: accents are dropped, not replaced", () => {
    expect(exportFileName("Ação Já: Coração, Pão & Ñandú", "txt", now)).toBe(
      "acao_ja__coracao__pao___nandu_20261121-2359.txt",
    );
    expect(exportFileName("Straße Œuvre Łódź", "pdf", now)).toBe("strasse_oeuvre_lodz_20261121-2359.pdf");
  });

  it("uses the format's extension", () => {
    const extensions = EXPORT_FORMATS.map((f) => exportFileName("A", f, now).split(".").pop());
    expect(extensions).toEqual(["md", "html", "pdf", "json", "txt", "docx", "pptx"]);
  });

  it("names an untitled project 'projeto'", () => {
    expect(exportFileName("", "pdf", now)).toBe("projeto_20261121-2359.pdf");
    expect(exportFileName("   ", "txt", now)).toBe("projeto_20261121-2359.txt");
  });

  it("keeps nothing that could escape a directory or a header", () => {
    const name = exportFileName('../../etc/passwd"\r\n😀日本', "json", now);
    expect(name).toBe("______etc_passwd_______20261121-2359.json");
    expect(name).toMatch(/^[a-z0-9_]+_\d{8}-\d{4}\.[a-z]+$/);
  });

  it("pads the timestamp", () => {
    expect(exportFileName("x", "html", new Date(2027, 0, 2, 3, 4))).toBe("x_20270102-0304.html");
  });
});

describe("exportMimeType", () => {
  it("gives a type for every format", () => {
    expect(EXPORT_FORMATS.map(exportMimeType)).toEqual([
      "text/markdown;charset=utf-8",
      "text/html;charset=utf-8",
      "application/pdf",
      "application/json;charset=utf-8",
      "text/plain;charset=utf-8",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ]);
  });
});
