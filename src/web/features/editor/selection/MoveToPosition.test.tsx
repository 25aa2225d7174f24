import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MoveToPosition } from "./MoveToPosition";

describe("Move to… on the selection bar", () => {
  it("refuses what is not a whole position of the list, and moves on one that is", async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<MoveToPosition total={6} onMove={onMove} />);
    await user.click(screen.getByRole("button", { name: "Move to…" }));
    const position = screen.getByLabelText("Position (1 to 6)");
    for (const bad of ["", "0", "7", "2.5", "-1"]) {
      await user.clear(position);
      if (bad) await user.type(position, bad);
      await user.keyboard("{Enter}");
      expect(screen.getByRole("alert").textContent).toBe("Enter a whole number from 1 to 6.");
      expect(position.getAttribute("aria-invalid")).toBe("true");
    }
    expect(onMove).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.clear(position);
    await user.type(position, "3");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(onMove).toHaveBeenCalledWith(3);
    // The popover closes once the move is made.
    expect(screen.queryByLabelText("Position (1 to 6)")).toBeNull();
  });
});
