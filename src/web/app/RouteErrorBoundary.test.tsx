import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

function Broken(): never {
  throw new Error("the page broke");
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>A working page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe("the route error boundary", () => {
  // React reports every caught error on the console; the test expects this one.
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it("shows the error screen, with the error's message, when a page throws", () => {
    renderAt("/broken");
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("the page broke")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("renders the routes again after a navigation", async () => {
    renderAt("/broken");
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "elsewhere" })));
    expect(screen.getByText("A working page")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("leaves a page that works alone", () => {
    renderAt("/fine");
    expect(screen.getByText("A working page")).toBeTruthy();
  });
});
