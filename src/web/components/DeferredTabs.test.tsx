import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DeferredTabs } from "./DeferredTabs";

/** Two tabs, the first holding a field whose text must survive the Radix list's arrival. */
function TwoTabs() {
  const [tab, setTab] = useState("one");
  return (
    <DeferredTabs
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: "one", label: "One", content: <input aria-label="Field" /> },
        { value: "two", label: "Two", content: <p>Second panel</p> },
      ]}
    />
  );
}

describe("deferred tabs", () => {
  it("is a tab list whose tabs name their panels, and a click switches before Radix arrives", () => {
    render(<TwoTabs />);
    expect(screen.getByRole("tablist")).toBeTruthy();
    const one = screen.getByRole("tab", { name: "One" });
    expect(one.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "One" }).getAttribute("id")).toBe(
      one.getAttribute("aria-controls"),
    );
    // A bare click: no hover or focus, so the Radix list stays unloaded.
    fireEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tab", { name: "Two" }).hasAttribute("data-radix-collection-item")).toBe(false);
    expect(screen.getByRole("tab", { name: "Two" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Two" }).textContent).toBe("Second panel");
  });

  it("keeps the panel's state and the focus when the Radix list takes over, then arrows move", async () => {
    const user = userEvent.setup();
    render(<TwoTabs />);
    expect(screen.getByRole("tab", { name: "One" }).hasAttribute("data-radix-collection-item")).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "Field" }), "kept");
    // Focusing a tab loads the Radix list; the focus stays on that tab once it is in.
    screen.getByRole("tab", { name: "One" }).focus();
    await waitFor(() => expect(document.activeElement?.getAttribute("data-radix-collection-item")).toBe(""));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "One" }));
    expect((screen.getByRole("textbox", { name: "Field" }) as HTMLInputElement).value).toBe("kept");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Two" }));
  });
});
