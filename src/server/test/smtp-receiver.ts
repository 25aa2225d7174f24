import net from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server for tests: enough of RFC 5321 (EHLO/HELO, MAIL, RCPT, DATA, RSET, QUIT) for
 * nodemailer to deliver to it over plain TCP, keeping every message it receives.
 */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test-smtp ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: "", to: [], data: "" };
          for (const wake of waiters.splice(0)) wake();
          reply("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-test-smtp\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 test-smtp");
        else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET" || verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 command not implemented");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves once at least `count` messages arrived (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
