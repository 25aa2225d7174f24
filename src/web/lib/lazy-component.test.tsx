import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

const Editor = ({ title = "The editor" }: { title?: string }) => <p>{title}</p>;

function Fallback() {
  fallbackShown();
  return <p>Loading…</p>;
}
const fallbackShown = vi.fn();

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const show = (element: ReactNode) =>
  render(
    <Catch>
      <Suspense fallback={<Fallback />}>{element}</Suspense>
    </Catch>,
  );

describe("lazyComponent", () => {
  afterEach(() => fallbackShown.mockClear());

  it("renders a screen whose chunk is already in at once, without the fallback", async () => {
    const Lazy = lazyComponent(async () => Editor);
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    show(<Lazy />);
    // Synchronously: React.lazy would show the fallback here and keep it 300 ms.
    expect(screen.getByText("The editor")).toBeTruthy();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it("shows the fallback while the chunk downloads, then the screen", async () => {
    let arrive: (screen: typeof Editor) => void = () => {};
    const Lazy = lazyComponent<{ title?: string }>(() => new Promise((resolve) => (arrive = resolve)));
    // A suspending render in a test must be awaited for React to see the chunk arrive.
    await act(async () => show(<Lazy title="The dialog" />));
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => arrive(Editor));
    expect(await screen.findByText("The dialog")).toBeTruthy();
  });

  it("hands a chunk that failed to download to the error boundary", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Lazy = lazyComponent(async (): Promise<typeof Editor> => {
      throw new Error("chunk missing");
    });
    await act(async () => show(<Lazy />));
    expect(await screen.findByText("Failed: chunk missing")).toBeTruthy();
    consoleError.mockRestore();
  });
});
