import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Link, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useLeaveGuard } from "@/web/lib/browser-history";
import { AppRouter } from "./AppRouter";

/** Asks before leaving /work for another path while mounted; a search change passes. */
function Guard() {
  const held = useLeaveGuard((current, next) => current.pathname !== next.pathname);
  return held ? (
    <div role="alertdialog">
      <button type="button" onClick={held.reset}>
        Stay
      </button>
      <button type="button" onClick={held.proceed}>
        Leave
      </button>
    </div>
  ) : null;
}

function Work() {
  const [guarded, setGuarded] = useState(true);
  const navigate = useNavigate();
  return (
    <>
      {guarded ? <Guard /> : null}
      <button type="button" onClick={() => setGuarded(false)}>
        Done
      </button>
      <button type="button" onClick={() => navigate("/work?tab=2")}>
        Other tab
      </button>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function App() {
  return (
    <AppRouter>
      <Where />
      <Link to="/home">Home</Link>
      <Link to="/work">Work</Link>
      <Routes>
        <Route path="/work" element={<Work />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}

const where = () => screen.getByTestId("where").textContent;

describe("the app router's leave guard", () => {
  afterEach(() => window.history.replaceState(window.history.state, "", "/"));

  it("routes links and navigate calls, and holds a link away until the answer", async () => {
    render(<App />);
    fireEvent.click(screen.getByRole("link", { name: "Work" }));
    await waitFor(() => expect(where()).toBe("/work"));
    // A change of the search alone is not held.
    fireEvent.click(screen.getByRole("button", { name: "Other tab" }));
    await waitFor(() => expect(where()).toBe("/work?tab=2"));

    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(where()).toBe("/work?tab=2");
    expect(window.location.pathname).toBe("/work");

    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(where()).toBe("/home"));
    expect(window.location.pathname).toBe("/home");
  });

  it("holds the back button too, putting the address back until the answer", async () => {
    render(<App />);
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(where()).toBe("/home"));
    fireEvent.click(screen.getByRole("link", { name: "Work" }));
    await waitFor(() => expect(where()).toBe("/work"));

    act(() => window.history.back());
    fireEvent.click(await screen.findByRole("button", { name: "Stay" }));
    await waitFor(() => expect(window.location.pathname).toBe("/work"));
    expect(where()).toBe("/work");

    act(() => window.history.back());
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(where()).toBe("/home"));
    expect(window.location.pathname).toBe("/home");
  });

  it("lets everything through once the guard is gone", async () => {
    render(<App />);
    fireEvent.click(screen.getByRole("link", { name: "Work" }));
    await waitFor(() => expect(where()).toBe("/work"));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(where()).toBe("/home"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
