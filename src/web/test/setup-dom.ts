// Setup of the component tests (jsdom): a clean document per test (setup-i18n.ts runs first).
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom lays nothing out, so nothing ever resizes: an observer that never reports is exactly what
// it would do (the block table watches the page's size).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
