import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data", ADMIN_EMAILS: [] });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AI_API_KEY).toBeUndefined();
  });

  it("splits ADMIN_EMAILS and lowercases them", () => {
    expect(loadConfig({ ADMIN_EMAILS: " A@x.com, b@Y.com ,," }).ADMIN_EMAILS).toEqual(["a@x.com", "b@y.com"]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["AI_BASE_URL", "not a url"],
    ["BETTER_AUTH_SECRET", "short"],
    ["TRUST_PROXY", "maybe"],
  ])("stops on a bad %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("treats blank optional values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", AI_API_KEY: " " }).DATABASE_URL).toBeUndefined();
  });
});
