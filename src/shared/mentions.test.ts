import { describe, expect, it } from "vitest";
import { extractMentionIds, formatMention, splitMentions } from "./mentions";

const id = "3f1c2b9a-1111-4222-8333-444455556666";
const other = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeffff0000";

describe("mentions", () => {
  it("formats a mention and strips brackets from the title", () => {
    expect(formatMention("VSL [v2]", id)).toBe(`@[VSL v2](${id})`);
  });

  it("extracts unique ids in order, or null", () => {
    expect(extractMentionIds(`veja @[A](${id}) e @[B](${other}) e de novo @[A](${id})`)).toEqual([id, other]);
    expect(extractMentionIds("sem menções, só @alguém")).toBeNull();
    expect(extractMentionIds("@[quebrado](nao-e-id)")).toBeNull();
  });

  it("splits text and mentions for rendering", () => {
    expect(splitMentions(`Olha @[Minha VSL](${id})!`)).toEqual([
      { kind: "text", text: "Olha " },
      { kind: "mention", title: "Minha VSL", projectId: id },
      { kind: "text", text: "!" },
    ]);
    expect(splitMentions("<script>alert(1)</script>")).toEqual([
      { kind: "text", text: "<script>alert(1)</script>" },
    ]);
  });
});
