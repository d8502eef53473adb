import { describe, expect, it } from "vitest";
import { renderedWithPublicAddress, withPublicAddress } from "./public-address";

const head = '<head><link rel="canonical" href="/housing"/><meta property="og:url" content="/housing"/></head>';
const socialCard =
  '<meta property="og:image" content="https://guide.example.ie/social-card.png"/><meta property="og:image:width" content="1200"/>' +
  '<meta property="og:image:height" content="630"/><meta property="og:image:alt" content="Ireland Guide"/>';
const absolute = `<head><link rel="canonical" href="https://guide.example.ie/housing"/><meta property="og:url" content="https://guide.example.ie/housing"/>${socialCard}</head>`;

describe("canonical addresses at the running server's PUBLIC_URL", () => {
  it("puts the address in front of the two tags' paths, names the social card at it, and changes nothing else", () => {
    expect(withPublicAddress(head, "https://guide.example.ie")).toBe(absolute);
    const other = '<a href="/housing">Housing</a><meta property="og:title" content="/x"/>';
    expect(withPublicAddress(other, "https://guide.example.ie")).toBe(other);
    expect(withPublicAddress('<link rel="canonical" href="/"/>', 'https://a.ie/?x="&')).toBe(
      '<link rel="canonical" href="https://a.ie/?x=&quot;&amp;/"/>',
    );
  });

  it("rewrites a streamed page's head, however it is cut into chunks (</head> too), and passes the rest through", async () => {
    const page = `<!DOCTYPE html><html>${head}<body><p>body</p></body></html>`;
    const bytes = new TextEncoder().encode(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      const response = new Response(stream, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Length": String(bytes.length) },
      });
      const sent = renderedWithPublicAddress(response, "https://guide.example.ie");
      expect(sent.headers.has("Content-Length")).toBe(false);
      expect(await sent.text(), `chunks of ${size}`).toBe(
        `<!DOCTYPE html><html>${absolute}<body><p>body</p></body></html>`,
      );
    }
    const data = new Response("/housing", { headers: { "Content-Type": "text/x-script" } });
    expect(renderedWithPublicAddress(data, "https://guide.example.ie")).toBe(data);
  });
});
