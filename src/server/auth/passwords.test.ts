import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { setupTestApp, signUp } from "../test/app";
import { commonPasswordCount, isCommonPassword } from "./password-rules";
import { FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS } from "./sign-in-limit";

const t = setupTestApp();

const signUpWith = (password: string, email = `p${Math.random().toString(36).slice(2)}@example.com`) =>
  t.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: { email, password, name: "P" } });

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: ip,
  });

describe("password rules", () => {
  it("ships a few thousand common breached passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThan(3000);
    for (const p of ["12345678", "password", "Password1", "qwertyuiop", "iloveyou", "1q2w3e4r", "senha123"]) {
      expect(isCommonPassword(p)).toBe(true);
    }
    expect(isCommonPassword("segredo123")).toBe(false);
  });

  it("refuses passwords shorter than 8 characters", async () => {
    const res = await signUpWith("abc1234");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("Password must be at least 8 characters");
  });

  it("refuses common breached passwords with a clear 400 and creates no account", async () => {
    for (const password of ["12345678", "password", "PASSWORD123", "qwerty123", "11111111", "iloveyou"]) {
      const email = `common-${password.toLowerCase()}@example.com`;
      const res = await signUpWith(password, email);
      expect({ password, status: res.statusCode }).toEqual({ password, status: 400 });
      expect(res.json().error).toEqual({
        code: "PASSWORD_TOO_COMMON",
        message: expect.stringContaining("too common"),
      });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    expect((await signUpWith("correct horse battery")).statusCode).toBe(200);
  });

  it("names the common password even when the e-mail is already registered", async () => {
    const user = await signUp(t.app);
    const res = await signUpWith("password1", user.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("PASSWORD_TOO_COMMON");
  });
});

describe("easy passwords", () => {
  it("refuses a password of spaces, or the account's own e-mail or name, at sign-up and change", async () => {
    const email = `maria.clara${Math.random().toString(36).slice(2, 8)}@example.com`;
    const cases: [password: string, name: string][] = [
      ["        ", "Maria"],
      [" \t      \n ", "Maria"],
      [email, "Maria"],
      [email.toUpperCase(), "Maria"],
      [email.split("@")[0], "Maria"],
      ["mariaclara", "Maria Clara"],
    ];
    for (const [password, name] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { email, password, name },
      });
      expect({ password, status: res.statusCode }).toEqual({ password, status: 400 });
      expect(res.json().error).toEqual({
        code: "PASSWORD_TOO_WEAK",
        message: expect.stringContaining("e-mail or name"),
      });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const user = await signUp(t.app, { name: "Joana Prado" });
    for (const newPassword of [user.email, "joana prado", "          "]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { cookie: user.cookie },
        payload: { currentPassword: user.password, newPassword },
      });
      expect({ newPassword, status: res.statusCode }).toEqual({ newPassword, status: 400 });
      expect(res.json().error.code).toBe("PASSWORD_TOO_WEAK");
    }
    const fine = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: "joana prado de novo 7" },
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe("sign-in limiting per address and account", () => {
  it("checks only as many parallel wrong passwords as the limit allows", async () => {
    const owner = await signUp(t.app);
    const statuses = await Promise.all(
      Array.from(
        { length: 2 * FAILURES_PER_ADDRESS },
        async () => (await signIn(owner.email, "not-it-at-all", "203.0.113.77")).statusCode,
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILURES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FAILURES_PER_ADDRESS);
  });

  it("stops one address after a few failures on an account, while the owner signs in elsewhere", async () => {
    const owner = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(owner.email, "not-it-at-all", "203.0.113.9")).statusCode);
    expect(statuses.slice(0, FAILURES_PER_ADDRESS)).toEqual(Array(FAILURES_PER_ADDRESS).fill(401));
    expect(new Set(statuses.slice(FAILURES_PER_ADDRESS))).toEqual(new Set([429]));
    // Even the right password is refused from the flooding address for now…
    const flooder = await signIn(owner.email, owner.password, "203.0.113.9");
    expect(flooder.statusCode).toBe(429);
    expect(flooder.json().error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/from your address/),
      reason: "SIGN_IN_LIMITED",
      params: { minutes: 15 },
    });
    expect(Number(flooder.headers["retry-after"])).toBeGreaterThan(0);
    // …but the owner elsewhere is not locked out.
    const home = await signIn(owner.email, owner.password, "198.51.100.7");
    expect(home.statusCode).toBe(200);
  });

  it("limits the account when many addresses fail on it together", async () => {
    const owner = await signUp(t.app);
    const addresses = Math.ceil(FAILURES_PER_ACCOUNT / FAILURES_PER_ADDRESS);
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
        expect((await signIn(owner.email, "guess-number-x", `192.0.2.${a + 1}`)).statusCode).toBe(401);
      }
    }
    const next = await signIn(owner.email, "guess-again-x", "192.0.2.200");
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toMatch(/many addresses/);
    // Other accounts are untouched.
    const other = await signUp(t.app);
    expect((await signIn(other.email, other.password, "192.0.2.1")).statusCode).toBe(200);
  }, 60_000);

  it("a successful sign-in clears that address's failures", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < FAILURES_PER_ADDRESS - 1; i++) await signIn(owner.email, "typo-typo", "203.0.113.20");
    expect((await signIn(owner.email, owner.password, "203.0.113.20")).statusCode).toBe(200);
    for (let i = 0; i < FAILURES_PER_ADDRESS - 1; i++) {
      expect((await signIn(owner.email, "typo-again", "203.0.113.20")).statusCode).toBe(401);
    }
  });
});
