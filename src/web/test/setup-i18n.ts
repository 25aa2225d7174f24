// Setup of every web test: both catalogs loaded (the app fetches only the active one), English on.
import { beforeAll } from "vitest";
import { i18n, i18nReady, loadCatalog } from "@/web/i18n";

beforeAll(async () => {
  await i18nReady;
  await Promise.all([loadCatalog("en"), loadCatalog("pt")]);
  await i18n.changeLanguage("en");
});
