import nodemailer from "nodemailer";

export type MailLog = { warn: (data: object, message: string) => void };

/** How password-reset links reach people: by e-mail with SMTP configured, else in the server log. */
export type Mailer = {
  delivery: "email" | "log";
  sendPasswordReset: (to: string, link: string) => Promise<void>;
};

const subject = "Redefinir sua senha do CopyBlocks / Reset your CopyBlocks password";

function resetText(link: string) {
  return [
    "Recebemos um pedido para redefinir a senha da sua conta no CopyBlocks.",
    `Abra este link em até 1 hora para escolher uma nova senha: ${link}`,
    "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
    "",
    "We received a request to reset the password of your CopyBlocks account.",
    `Open this link within 1 hour to choose a new password: ${link}`,
    "If it was not you, ignore this e-mail: your password stays the same.",
  ].join("\n");
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }, log: MailLog): Mailer {
  if (!config.SMTP_URL) {
    return {
      delivery: "log",
      // No SMTP: an administrator reads the link here and sends it to the person.
      sendPasswordReset: async (to, link) => log.warn({ to, link }, `Password reset link for ${to}: ${link}`),
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    delivery: "email",
    sendPasswordReset: async (to, link) => {
      try {
        await transport.sendMail({ from: config.MAIL_FROM, to, subject, text: resetText(link) });
      } catch (error) {
        // The person still gets a reset: an administrator can pass on the link from the log.
        log.warn({ to, link, err: error }, `Password reset e-mail to ${to} failed; link: ${link}`);
      }
    },
  };
}
