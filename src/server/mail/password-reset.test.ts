import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, signUp } from "../test/app";
import { startSmtpReceiver } from "../test/smtp-receiver";
import { createMailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const withSmtp = setupTestApp({
  lateEnv: () => ({ SMTP_URL: smtp.url, MAIL_FROM: "CopyBlocks <no-reply@test.example>" }),
});

const signIn = (email: string, password: string) =>
  withSmtp.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });

describe("password reset by e-mail over SMTP", () => {
  it("e-mails a link whose token sets a new password; the old one stops working", async () => {
    const user = await signUp(withSmtp.app, { password: "velha-senha-1" });
    expect((await withSmtp.app.inject({ url: "/api/password-reset" })).json()).toEqual({ delivery: "email" });
    const before = smtp.mails.length;
    const asked = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@test.example");
    const body = mail.data.replace(/=\r\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/\S+\/reset-password\?token=([\w.-]+)/.exec(body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);

    const reset = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "nova-senha-2" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, "nova-senha-2")).statusCode).toBe(200);
    expect((await signIn(user.email, "velha-senha-1")).statusCode).toBe(401);

    // A token works once.
    const again = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "outra-senha-3" },
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = smtp.mails.length;
    const res = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "ninguem@example.com" },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.length).toBe(before);
  });

  it("refuses a bad token and a too-short password", async () => {
    const res = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "forged", newPassword: "nova-senha-2" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe("password change while signed in", () => {
  it("needs the current password and then accepts the new one", async () => {
    const user = await signUp(withSmtp.app, { password: "primeira-1" });
    const wrong = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: user.cookie },
      payload: { currentPassword: "errada-000", newPassword: "segunda-22" },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await withSmtp.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: user.cookie },
      payload: { currentPassword: "primeira-1", newPassword: "segunda-22" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(user.email, "segunda-22")).statusCode).toBe(200);
  });
});

describe("without SMTP", () => {
  const plain = setupTestApp();

  it("tells the form that an administrator hands out the link", async () => {
    const res = await plain.app.inject({ url: "/api/password-reset" });
    expect(res.json()).toEqual({ delivery: "log" });
  });

  it("puts the link in the server log, and the app says the delivery is by an administrator", async () => {
    const lines: { data: object; message: string }[] = [];
    const mailer = createMailer(
      { MAIL_FROM: "x" },
      { warn: (data, message) => lines.push({ data, message }) },
    );
    expect(mailer.delivery).toBe("log");
    await mailer.sendPasswordReset("ana@example.com", "http://app/reset-password?token=abc");
    expect(lines).toEqual([
      {
        data: { to: "ana@example.com", link: "http://app/reset-password?token=abc" },
        message: "Password reset link for ana@example.com: http://app/reset-password?token=abc",
      },
    ]);
  });
});
