import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ConfidenceBadge } from "./ConfidenceBadge";

function renderBadge(onSwitch = vi.fn()) {
  render(
    <ConfidenceBadge
      blockId="b1"
      type="GUARANTEE"
      text="Se não gostar, devolvemos seu dinheiro em até 30 dias."
      confidence={72}
      alternatives={[{ type: "OFFER_STRUCTURE", confidence: 20 }]}
      readOnly={false}
      onSwitch={onSwitch}
      label={(value, alternatives) => `Confidence ${value}%, ${alternatives} alternatives`}
      altWord="alt"
    />,
  );
  return screen.getByRole("button", { name: /^Confidence 72%/ });
}

describe("the confidence badge", () => {
  // The popover loads the rule explanations on first open; loaded here, its first compile (seconds
  // on a busy machine) is not counted against the one-second wait for the popover.
  beforeAll(async () => {
    await import("@/shared/blocks/explain");
  }, 30_000);

  it("opens from the keyboard, is pinned and closed by its own button, keeps the focus", async () => {
    const user = userEvent.setup();
    const badge = renderBadge();
    expect(badge).toHaveProperty("ariaExpanded", "false");
    // Nothing of the popover exists before it is first opened.
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(badge);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Why this type")).toBeTruthy();
    expect(badge).toHaveProperty("ariaExpanded", "true");
    expect(document.activeElement).toBe(badge);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Why this type")).toBeNull());
    expect(document.activeElement).toBe(badge);

    await user.click(badge);
    expect(await screen.findByText("Why this type")).toBeTruthy();
    await user.click(badge);
    await waitFor(() => expect(screen.queryByText("Why this type")).toBeNull());
  });

  it("previews on hover and pins on a click", async () => {
    const user = userEvent.setup();
    const badge = renderBadge();
    await user.hover(badge);
    expect(await screen.findByText("Why this type")).toBeTruthy();
    await user.unhover(badge);
    await waitFor(() => expect(screen.queryByText("Why this type")).toBeNull());

    await user.click(badge);
    await user.unhover(badge);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText("Why this type")).toBeTruthy();
  });

  it("switches to an alternative type", async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    await user.click(renderBadge(onSwitch));
    await user.click(await screen.findByRole("button", { name: "Use" }));
    expect(onSwitch).toHaveBeenCalledWith("b1", "OFFER_STRUCTURE");
    // The switch closed and unpinned it: a later hover only previews again.
    const badge = screen.getByRole("button", { name: /^Confidence 72%/ });
    expect(badge).toHaveProperty("ariaExpanded", "false");
    await user.hover(badge);
    expect(await screen.findByText("Why this type")).toBeTruthy();
    await user.unhover(badge);
    await waitFor(() => expect(screen.queryByText("Why this type")).toBeNull());
  });
});
