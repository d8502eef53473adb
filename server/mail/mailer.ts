import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mail). */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where unsent mail is written when no SMTP server is configured; undefined with SMTP. */
  outboxDir?: string;
}

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox (the raw .eml and a
 * .json summary) and its links are logged, so a newcomer trying the product locally can follow them.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }

  const outboxDir = join(resolve(config.DATA_DIR), "outbox");
  mkdirSync(outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    async send(message) {
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
      const info = await transport.sendMail({ from, ...message });
      writeFileSync(join(outboxDir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = { id, from, createdAt, links: linksIn(message.text), ...message };
      writeFileSync(join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      logger.info({ to: message.to, subject: message.subject, links: entry.links }, "mail written to the outbox");
    },
  };
}

/** The outbox's messages, newest first. */
export function readOutbox(outboxDir: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), "utf8")) as OutboxEntry);
}
