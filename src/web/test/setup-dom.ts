// Setup of the component tests (jsdom): the interface in English, and a clean document per test.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { i18n } from "@/web/i18n";

beforeAll(async () => {
  await i18n.changeLanguage("en");
});

afterEach(() => cleanup());

// jsdom lays nothing out, so nothing ever resizes: an observer that never reports is exactly what
// it would do (the block table watches the page's size).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
