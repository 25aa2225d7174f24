import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

// The API speaks JSON only: every other body type is a 415 naming the expected type, on the
// app's routes and on better-auth's alike.
const t = setupTestApp();
const make = factories(t);

const NOT_JSON = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "text/html",
  "application/octet-stream",
];

describe("request body types", () => {
  it("answers 415 to any body that is not JSON, text/plain included, and saves nothing", async () => {
    const user = await make.user();
    for (const type of NOT_JSON) {
      for (const url of ["/api/projects", "/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
        const res = await t.app.inject({
          method: "POST",
          url,
          headers: { cookie: user.cookie, "content-type": type },
          payload: '{"title":"x","email":"a@example.com","password":"whatever-pass","name":"A"}',
        });
        expect({ type, url, status: res.statusCode }).toEqual({ type, url, status: 415 });
        expect(res.json().error).toEqual({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: "Content-Type must be application/json",
        });
      }
    }
    const list = await t.app.inject({ url: "/api/projects", headers: { cookie: user.cookie } });
    expect(list.json().projects).toEqual([]);
  });

  it("still takes JSON with a charset, and body-less requests need no type", async () => {
    const user = await make.user();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie, "content-type": "application/json; charset=utf-8" },
      payload: '{"title":"Com charset"}',
    });
    expect(created.statusCode).toBe(201);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${created.json().id}`,
      headers: { cookie: user.cookie },
    });
    expect(del.statusCode).toBe(204);
    const signOut = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, origin: "http://localhost" },
    });
    expect(signOut.statusCode).toBe(200);
  });
});
