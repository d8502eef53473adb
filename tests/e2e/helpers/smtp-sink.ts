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
          subject: subjectOf(raw),
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

/**
 * The Subject header as a mail program shows it: unfolded, and its RFC 2047 encoded words (how a subject in
 * Chinese, Ukrainian or Arabic travels) decoded. Adjacent encoded words are joined before decoding, since a
 * character's bytes may be split between them.
 */
function subjectOf(raw: string): string {
  const header = /^Subject:(.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const unfolded = header.replace(/\r?\n(?=[ \t])/g, "");
  const words = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  const bytes = (encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        );
  return unfolded
    .replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) =>
      Buffer.concat([...run.matchAll(words)].map(([, encoding, text]) => bytes(encoding!, text!))).toString("utf8"),
    )
    .trim();
}
