import { request } from "node:https";
import type { TLSSocket } from "node:tls";

export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The TLS version the connection agreed on (TLSv1.3), and the certificate's subject name. */
  protocol: string | null;
  peerName: string;
}

/**
 * One https request from a client that takes `ca` (a self-signed certificate, PEM) as its only certificate
 * authority: the site's certificate is checked as a browser checks it (chain and name), against that one.
 * Only this client trusts it; nothing in the process or the machine does. Redirects are not followed.
 */
export function requestTrusting(
  ca: string,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, ca, agent: false }, (incoming) => {
      const socket = incoming.socket as TLSSocket;
      const protocol = socket.getProtocol();
      const peerName = String(socket.getPeerCertificate().subject?.CN ?? "");
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text, protocol, peerName }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The cookies an answer sets, as sent back (`name=value; …`), and each Set-Cookie line as it came. */
export function cookiesOf(answer: TlsAnswer): { cookie: string; lines: string[] } {
  const header = answer.headers["set-cookie"];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return { cookie: lines.map((line) => line.split(";")[0]!).join("; "), lines };
}
