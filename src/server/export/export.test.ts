import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { projectBlocks, projects } from "../db/schema";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

// A VSL with accents, a translation in two languages and an expansion on the first block only.
const HOOK_EXPANSION =
  "Imagine acordar descansado todas as manhãs, sem remédios, sem chás caros e sem aquela sensação de " +
  "cansaço que te acompanha o dia inteiro. Isso é possível.";
const BLOCKS: {
  type: string;
  originalText: string;
  expansion: string;
  translation: string;
  translations: Record<string, string>;
}[] = [
  {
    type: "HOOK",
    originalText: "Você está cansado de acordar às 3 da manhã?",
    expansion: HOOK_EXPANSION,
    translation: "Are you tired of waking up at 3 a.m.?",
    translations: { en: "Are you tired of waking up at 3 a.m.?", es: "¿Estás cansado de despertar a las 3?" },
  },
  {
    type: "CTA",
    originalText: "Clique no botão abaixo e comece hoje.",
    expansion: "",
    translation: "Click the button below and start today.",
    translations: { en: "Click the button below and start today." },
  },
];

async function vsl(owner: TestUser, fields: { isPublic?: boolean } = {}) {
  const p = await make.project(owner, {
    title: "Coração em Ação: VSL!",
    description: "Uma carta para quem não dorme.",
    ...fields,
  });
  await t.database.db.update(projects).set({ translationLanguage: "en" }).where(eq(projects.id, p.id));
  await t.database.db
    .insert(projectBlocks)
    .values(BLOCKS.map((b, position) => ({ ...b, projectId: p.id, position, metadata: {} })));
  return p;
}

const get = (id: string, query: string, user?: TestUser) =>
  t.app.inject({ url: `/api/projects/${id}/export?${query}`, headers: user ? { cookie: user.cookie } : {} });

async function zipText(body: Buffer, prefix: string): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  const names = Object.keys(zip.files)
    .filter((n) => n.startsWith(prefix) && n.endsWith(".xml"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const xml = await Promise.all(names.map((n) => zip.file(n)!.async("string")));
  return xml.join("\n");
}
/** The text runs of OOXML (<w:t> in Word, <a:t> in PowerPoint), entities decoded. */
const runs = (xml: string, tag: "w:t" | "a:t") =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) =>
    m[1]
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );

describe("GET /api/projects/:id/export", () => {
  // The first PDF, Word and PowerPoint files load their libraries and fonts: slow on a busy machine.
  it("answers each format with its content type and a file name from the title", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const types: Record<string, RegExp> = {
      md: /^text\/markdown; ?charset=utf-8$/,
      html: /^text\/html; ?charset=utf-8$/,
      json: /^application\/json; ?charset=utf-8$/,
      txt: /^text\/plain; ?charset=utf-8$/,
      pdf: /^application\/pdf$/,
      docx: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/,
      pptx: /^application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation$/,
    };
    for (const [format, type] of Object.entries(types)) {
      const res = await get(p.id, `format=${format}`, owner);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers["content-type"], format).toMatch(type);
      const disposition = String(res.headers["content-disposition"]);
      expect(disposition).toMatch(
        new RegExp(`^attachment; filename="coracao_em_acao__vsl__\\d{8}-\\d{4}\\.${format}"$`),
      );
    }
  }, 120_000);

  it("writes the table with every chosen column in the text formats", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const md = (await get(p.id, "format=md", owner)).body;
    expect(md).toContain("# Coração em Ação: VSL!");
    expect(md).toContain("Uma carta para quem não dorme.");
    expect(md).toContain("Você está cansado de acordar às 3 da manhã?");
    expect(md).toContain("Are you tired of waking up at 3 a.m.?");
    expect(md).toContain("### Expansão");

    const bare = (await get(p.id, "format=txt&title=0&description=0&translation=0&expansion=0", owner)).body;
    expect(bare).not.toContain("Coração em Ação");
    expect(bare).not.toContain("Uma carta");
    expect(bare).not.toContain("Are you tired");
    expect(bare).not.toContain("Imagine acordar");
    expect(bare).toContain("Clique no botão abaixo e comece hoje.");

    const html = (await get(p.id, "format=html&original=0", owner)).body;
    expect(html).not.toContain("Você está cansado");
    expect(html).toContain('<p class="text" lang="en">Are you tired of waking up at 3 a.m.?</p>');
  });

  it("picks the translation of the asked language", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const spanish = (await get(p.id, "format=txt&language=es", owner)).body;
    expect(spanish).toContain("¿Estás cansado de despertar a las 3?");
    expect(spanish).not.toContain("Are you tired");
    const json = JSON.parse((await get(p.id, "format=json&language=es", owner)).body);
    expect(json.blocks.map((b: { translation: string | null }) => b.translation)).toEqual([
      "¿Estás cansado de despertar a las 3?",
      null,
    ]);
  });

  it("gives the final copy alone in every text format: expansion else original, no table", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const copy = `${HOOK_EXPANSION}\n\nClique no botão abaixo e comece hoje.`;
    const txt = (await get(p.id, "format=txt&content=final&title=0&description=0", owner)).body;
    expect(txt).toBe(`${copy}\n`);
    const md = (await get(p.id, "format=md&content=final", owner)).body;
    expect(md).toContain(copy);
    expect(md).not.toMatch(/^##/m);
    expect(md).not.toContain("Você está cansado");
    const html = (await get(p.id, "format=html&content=final", owner)).body;
    expect(html).toContain('<p class="final text">Clique no botão abaixo e comece hoje.</p>');
    expect(html).not.toContain("<h3>");
    const json = JSON.parse((await get(p.id, "format=json&content=final", owner)).body);
    expect(json).toMatchObject({ format: "copyblocks.final-copy", text: copy });

    const english = (await get(p.id, "format=txt&content=final&language=en&title=0&description=0", owner))
      .body;
    expect(english).toBe(
      "Are you tired of waking up at 3 a.m.?\n\nClick the button below and start today.\n",
    );
    const typed = (await get(p.id, "format=txt&content=final&types=1&title=0&description=0", owner)).body;
    expect(typed).toContain("Promessa Grande / Gancho\nImagine acordar");
  });

  it("makes a real PDF of the final copy", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const res = await get(p.id, "format=pdf&content=final", owner);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const table = await get(p.id, "format=pdf", owner);
    expect(table.rawPayload.length).toBeGreaterThan(res.rawPayload.length);
  });

  it("makes a Word file with the title, description and the table or the final copy", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const table = runs(
      await zipText((await get(p.id, "format=docx", owner)).rawPayload, "word/document"),
      "w:t",
    );
    expect(table).toContain("Coração em Ação: VSL!");
    expect(table).toContain("Uma carta para quem não dorme.");
    expect(table).toEqual(expect.arrayContaining(["#", "Tipo", "Original", "Tradução", "Expansão"]));
    expect(table).toEqual(
      expect.arrayContaining(["Promessa Grande / Gancho", "Você está cansado de acordar às 3 da manhã?"]),
    );
    const docXml = await zipText((await get(p.id, "format=docx", owner)).rawPayload, "word/document");
    expect(docXml).toContain("<w:tbl>");

    const finalRes = await get(p.id, "format=docx&content=final&types=1&description=0", owner);
    const finalXml = await zipText(finalRes.rawPayload, "word/document");
    expect(finalXml).not.toContain("<w:tbl>");
    const final = runs(finalXml, "w:t");
    expect(final).toEqual([
      "Coração em Ação: VSL!",
      "Promessa Grande / Gancho",
      HOOK_EXPANSION,
      expect.any(String),
      "Clique no botão abaixo e comece hoje.",
    ]);
  });

  it("opens cleanly in LibreOffice with its accents", async (ctx) => {
    const found = await promisify(execFile)("libreoffice", ["--version"]).catch(() => null);
    if (!found) {
      ctx.skip("LibreOffice is not installed: the Word file was not opened by an office suite");
      return;
    }
    const owner = await make.user();
    const p = await vsl(owner);
    const dir = mkdtempSync(path.join(tmpdir(), "copyblocks-docx-"));
    try {
      writeFileSync(
        path.join(dir, "vsl.docx"),
        (await get(p.id, "format=docx&content=final", owner)).rawPayload,
      );
      await promisify(execFile)(
        "libreoffice",
        [
          "--headless",
          `-env:UserInstallation=file://${dir}/profile`,
          "--convert-to",
          "txt:Text (encoded):UTF8",
          "--outdir",
          dir,
          path.join(dir, "vsl.docx"),
        ],
        { timeout: 120_000 },
      );
      const text = readFileSync(path.join(dir, "vsl.txt"), "utf8");
      expect(text).toContain("Coração em Ação: VSL!");
      expect(text).toContain("Uma carta para quem não dorme.");
      expect(text).toContain("sem chás caros");
      expect(text).toContain("Clique no botão abaixo e comece hoje.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("makes a 16:9 deck: title slide, short phrases, full text in the notes, labels and theme", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const res = await get(p.id, "format=pptx&types=1&theme=dark", owner);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const presentation = await zip.file("ppt/presentation.xml")!.async("string");
    expect(presentation).toMatch(/<p:sldSz cx="9144000" cy="5143500"/);
    const slideNames = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
    const slides = await Promise.all(
      slideNames
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
        .map(async (n) => runs(await zip.file(n)!.async("string"), "a:t")),
    );
    expect(slides[0]).toContain("Coração em Ação: VSL!");
    // The expansion's one long sentence splits at its commas; every phrase is short.
    const phrases = slides.slice(1).map((s) => s[s.length - 1]);
    expect(phrases.join(" ")).toBe(`${HOOK_EXPANSION} Clique no botão abaixo e comece hoje.`);
    for (const phrase of phrases) expect(phrase.split(" ").length).toBeLessThanOrEqual(14);
    expect(phrases.length).toBeGreaterThanOrEqual(4);
    expect(slides[1][0]).toBe("Promessa Grande / Gancho");
    const firstSlide = await zip.file(slideNames.find((n) => n.endsWith("slide2.xml"))!)!.async("string");
    expect(firstSlide).toContain('<a:srgbClr val="111318"/>');
    const notes = await zipText(res.rawPayload, "ppt/notesSlides/");
    expect(runs(notes, "a:t").join(" ")).toContain(HOOK_EXPANSION);

    const plain = await JSZip.loadAsync(
      (await get(p.id, "format=pptx&language=en&content=final", owner)).rawPayload,
    );
    const second = await plain.file("ppt/slides/slide2.xml")!.async("string");
    expect(runs(second, "a:t")).toEqual(["Are you tired of waking up at 3 a.m.?"]);
    expect(second).toContain('<a:srgbClr val="FFFFFF"/>');
  });

  it("lets anyone export a public project, and hides a private one from everyone but its owner", async () => {
    const owner = await make.user();
    const other = await make.user();
    const open = await vsl(owner, { isPublic: true });
    const closed = await vsl(owner);
    expect((await get(open.id, "format=txt")).statusCode).toBe(200);
    expect((await get(open.id, "format=docx", other)).statusCode).toBe(200);
    for (const format of ["md", "pdf", "docx", "pptx"]) {
      const anonymous = await get(closed.id, `format=${format}`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json().error.code).toBe("NOT_FOUND");
      expect((await get(closed.id, `format=${format}`, other)).statusCode).toBe(404);
    }
    expect((await get("00000000-0000-4000-8000-000000000000", "format=md", owner)).statusCode).toBe(404);
  });

  it("words headings and labels in the asked locale, Portuguese by default", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const en = (await get(p.id, "format=md&locale=en", owner)).body;
    expect(en).toContain("## 1. Big Promise / Hook");
    expect(en).toContain("### Translation");
    expect(en).toContain("### Expansion");
    expect(en).not.toMatch(/Tradução|Expansão|Gancho/);
    const pt = (await get(p.id, "format=md&locale=pt", owner)).body;
    expect(pt).toContain("## 1. Promessa Grande / Gancho");
    expect(pt).toContain("### Tradução");
    expect((await get(p.id, "format=md", owner)).body).toBe(pt);

    const html = (await get(p.id, "format=html&locale=en", owner)).body;
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain("<footer>Exported from CopyBlocks</footer>");

    const word = runs(
      await zipText((await get(p.id, "format=docx&locale=en", owner)).rawPayload, "word/document"),
      "w:t",
    );
    expect(word).toEqual(expect.arrayContaining(["#", "Type", "Original", "Translation", "Expansion"]));
    expect(word).toContain("Big Promise / Hook");
    expect(word).not.toContain("Tipo");

    const slides = runs(
      await zipText((await get(p.id, "format=pptx&types=1&locale=en", owner)).rawPayload, "ppt/slides/slide"),
      "a:t",
    );
    expect(slides.join(" ")).toContain("Big Promise / Hook");
    expect(slides.join(" ")).not.toContain("Promessa Grande");
  }, 60_000);

  it("refuses bad options with 400 naming the parameter", async () => {
    const owner = await make.user();
    const p = await vsl(owner);
    const cases: [string, string][] = [
      ["", "format"],
      ["format=doc", "format"],
      ["format=md&title=yes", "title"],
      ["format=md&description=2", "description"],
      ["format=md&original=true", "original"],
      ["format=md&translation=", "translation"],
      ["format=md&expansion=no", "expansion"],
      ["format=md&language=xx", "language"],
      ["format=md&content=all", "content"],
      ["format=pptx&theme=blue", "theme"],
      ["format=md&types=on", "types"],
      ["format=md&locale=fr", "locale"],
      ["format=md&locale=EN", "locale"],
    ];
    for (const [query, parameter] of cases) {
      const res = await get(p.id, query, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(new RegExp(`^${parameter}: `));
    }
    expect((await get("not-an-id", "format=md", owner)).statusCode).toBe(400);
  });
});
