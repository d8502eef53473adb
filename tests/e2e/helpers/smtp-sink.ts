import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Links in the message, with quoted-printable soft line breaks undone. */
  links: string[];
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const decoded = decodeQuotedPrintable(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          links: [...new Set(decoded.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to `to` matching `subject`, and returns its first link with a token. */
    async waitForLink(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = [...received].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
        const link = mail?.links.find((l) => l.includes("token="));
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
