import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Switch } from "./switch";
import { ToggleGroup, ToggleGroupItem } from "./toggle-group";

function PublicSwitch() {
  const [on, setOn] = useState(false);
  return <Switch checked={on} onCheckedChange={setOn} aria-label="Public" />;
}

function ViewToggle() {
  const [view, setView] = useState("grid");
  return (
    <ToggleGroup value={view} onValueChange={setView} aria-label="Layout">
      <ToggleGroupItem value="grid" aria-label="Grid view">
        G
      </ToggleGroupItem>
      <ToggleGroupItem value="list" aria-label="List view">
        L
      </ToggleGroupItem>
    </ToggleGroup>
  );
}

describe("the native switch", () => {
  it("is a switch that a click or Space turns on and off", async () => {
    const user = userEvent.setup();
    render(<PublicSwitch />);
    const visible = screen.getByRole("switch", { name: "Public" }) as HTMLInputElement;
    expect(visible.checked).toBe(false);
    await user.click(visible);
    expect(visible.checked).toBe(true);
    await user.keyboard(" ");
    expect(visible.checked).toBe(false);
  });
});

describe("the native toggle group", () => {
  it("is a named radio group whose radios pick one view", async () => {
    const user = userEvent.setup();
    render(<ViewToggle />);
    expect(screen.getByRole("radiogroup", { name: "Layout" })).toBeTruthy();
    const grid = screen.getByRole("radio", { name: "Grid view" }) as HTMLInputElement;
    const list = screen.getByRole("radio", { name: "List view" }) as HTMLInputElement;
    expect(grid.checked).toBe(true);
    await user.click(list);
    expect(list.checked).toBe(true);
    expect(grid.checked).toBe(false);
    await user.click(grid);
    expect(grid.checked).toBe(true);
  });
});
