import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SuggestionsPanel } from "./SuggestionsPanel";
import type { Suggestion } from "./suggestions";

const s = (
  id: string,
  blockId: string,
  base: string,
  proposal: string,
  status: Suggestion["status"] = "pending",
) => ({ id, blockId, action: "rewrite", engine: "ai", base, proposal, status }) satisfies Suggestion;

const blocks = [
  { id: "a", originalText: "Buy now", expansion: "" },
  { id: "b", originalText: "Act today", expansion: "Act today, edited" },
];

describe("SuggestionsPanel", () => {
  it("shows each pending proposal as a diff, flags a changed block, and hands back decisions", async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(
      <SuggestionsPanel
        suggestions={[
          s("1", "a", "Buy now", "Buy it now"),
          s("2", "b", "Act today", "Act at once"),
          s("3", "a", "x", "y", "rejected"),
        ]}
        blocks={blocks}
        model="m1"
        busy={false}
        onAccept={onAccept}
        onReject={onReject}
      />,
    );
    expect(screen.getAllByTestId("suggestion")).toHaveLength(2);
    expect(screen.getByRole("heading").textContent).toBe("2 suggestions to review");
    expect(screen.getAllByTestId("suggestion")[0].querySelector("ins")?.textContent).toBe("it ");
    expect(screen.getAllByTestId("suggestion-stale")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Reject the suggestion for block 2" }));
    expect(onReject).toHaveBeenCalledWith("2");
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(onAccept).toHaveBeenCalledWith(["1", "2"]);
  });

  it("renders nothing when no proposal waits", () => {
    const { container } = render(
      <SuggestionsPanel
        suggestions={[]}
        blocks={blocks}
        busy={false}
        onAccept={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(container.innerHTML).toBe("");
  });
});
