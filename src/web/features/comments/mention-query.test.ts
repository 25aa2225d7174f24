import { describe, expect, it } from "vitest";
import { splitMentions } from "@/shared/mentions";
import { applyMention, findMentionQuery } from "./mention-query";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
/** Text with the caret at '|'. */
const at = (marked: string) => findMentionQuery(marked.replace("|", ""), marked.indexOf("|"));

describe("findMentionQuery", () => {
  it("opens on '@' at the start or after whitespace, with the text typed after it", () => {
    expect(at("@|")).toEqual({ start: 0, end: 1, query: "" });
    expect(at("Veja @Car|")).toEqual({ start: 5, end: 9, query: "Car" });
    expect(at("linha\n@VSL|")).toEqual({ start: 6, end: 10, query: "VSL" });
    expect(at("Veja @Car| e depois")).toMatchObject({ query: "Car" });
    expect(at("@Coração|")).toMatchObject({ query: "Coração" });
  });

  it("stays closed without a word-starting '@'", () => {
    expect(at("sem arroba|")).toBeNull();
    expect(at("|")).toBeNull();
    expect(at("maria@example.com|")).toBeNull();
    expect(at("@@dup|")).toBeNull();
  });

  it("closes once the typed text contains a space or a line break", () => {
    expect(at("@Carta |")).toBeNull();
    expect(at("@Carta de|")).toBeNull();
    expect(at("@Carta\n|")).toBeNull();
  });

  it("allows 20 characters and closes at 21", () => {
    expect(at(`@${"a".repeat(20)}|`)).toMatchObject({ query: "a".repeat(20) });
    expect(at(`@${"a".repeat(21)}|`)).toBeNull();
    expect(at(`x @${"a".repeat(40)}|`)).toBeNull();
  });

  it("looks only before the caret", () => {
    expect(at("|@Carta")).toBeNull();
    expect(at("@Ca|rta")).toEqual({ start: 0, end: 3, query: "Ca" });
  });

  it("does not treat an inserted mention as a query", () => {
    expect(at(`@[A](${ID})|`)).toBeNull();
    expect(at("@[A|")).toBeNull();
  });

  it("clamps a caret outside the text", () => {
    expect(findMentionQuery("@ab", 99)).toEqual({ start: 0, end: 3, query: "ab" });
    expect(findMentionQuery("@ab", -1)).toBeNull();
  });
});

describe("applyMention", () => {
  const project = { id: ID, title: "Carta de Vendas" };

  it("replaces '@query' with the stored form and a space, caret after it", () => {
    const text = "Veja @Car";
    const result = applyMention(text, findMentionQuery(text, text.length)!, project);
    expect(result.text).toBe(`Veja @[Carta de Vendas](${ID}) `);
    expect(result.caret).toBe(result.text.length);
    expect(findMentionQuery(result.text, result.caret)).toBeNull();
    expect(splitMentions(result.text)).toEqual([
      { kind: "text", text: "Veja " },
      { kind: "mention", title: "Carta de Vendas", projectId: ID },
      { kind: "text", text: " " },
    ]);
  });

  it("keeps the text after the caret and does not double a space", () => {
    const text = "@Car e mais";
    const result = applyMention(text, { start: 0, end: 4 }, project);
    expect(result.text).toBe(`@[Carta de Vendas](${ID}) e mais`);
    expect(result.text[result.caret - 1]).toBe(" ");
    const glued = applyMention("@Car!", { start: 0, end: 4 }, project);
    expect(glued.text).toBe(`@[Carta de Vendas](${ID}) !`);
  });

  it("works for an empty query and drops brackets from the title", () => {
    const result = applyMention("@", { start: 0, end: 1 }, { id: ID, title: "[Rascunho] VSL" });
    expect(result.text).toBe(`@[Rascunho VSL](${ID}) `);
  });
});
