// Setup of the component tests (jsdom): the interface in English, and a clean document per test.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { i18n } from "@/web/i18n";

beforeAll(async () => {
  await i18n.changeLanguage("en");
});

afterEach(() => cleanup());
