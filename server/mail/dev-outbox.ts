import { readOutbox } from "./mailer";
import { escapeHtml } from "../../common/escape-html";

/** Outside production, /dev/outbox lists the mail that would have been sent, with clickable links. */
export function devOutboxPage(outboxDir: string): string {
  const messages = readOutbox(outboxDir);
  const items = messages
    .map(
      (m) => `<li><article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · <time datetime="${m.createdAt}">${escapeHtml(new Date(m.createdAt).toLocaleString("en-IE"))}</time></p>
  <ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>
  <details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article></li>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox | Ireland Guide (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}li article{border:1px solid #cfd8d3;border-radius:8px;padding:1rem;margin:1rem 0}ol{list-style:none;padding:0}.meta{color:#4a5752}a{color:#0b6e3f;word-break:break-all}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Outbox</h1>
<p>No SMTP server is configured (SMTP_URL), so mail is written to <code>${escapeHtml(outboxDir)}</code>. Newest first.</p>
${messages.length ? `<ol>${items}</ol>` : "<p>No messages yet.</p>"}
</main></body></html>`;
}
