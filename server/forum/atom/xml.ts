/**
 * Atom 1.0 (RFC 4287) documents for the forum's feeds (ADR 0034). Every text is escaped for XML, and
 * characters XML 1.0 cannot hold at all (control characters, unpaired surrogates) are left out: one post
 * written with a stray control character must not make the whole feed unreadable.
 */
export interface AtomEntry {
  /** Permanent whatever the site's address: `urn:uuid:` and the post's or comment's id. */
  id: string;
  title: string;
  /** Absolute. */
  link: string;
  published: Date;
  updated: Date;
  author: { name: string; uri?: string };
  category?: { term: string; label: string };
  /** HTML, sent as escaped text (`type="html"`); its relative links resolve against the feed's xml:base. */
  html: string;
}

export interface AtomFeed {
  /** Absolute: the page the feed follows (also its id). */
  pageUrl: string;
  /** Absolute: the feed's own address. */
  selfUrl: string;
  /** The site's origin, for the relative links in the entries' HTML. */
  base: string;
  /** The language of its own words (the members' posts are in whatever they wrote them in). */
  lang: string;
  title: string;
  subtitle: string;
  /** When the feed has no entries. */
  emptyUpdated: Date;
  entries: AtomEntry[];
}

// XML 1.0's Char production: tab, newline, carriage return, and U+0020 up, less the surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for an XML element or a quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${xmlText(text)}</${name}>`;
const attribute = (name: string, value: string) => ` ${name}="${xmlText(value)}"`;
const date = (value: Date) => value.toISOString();

function entryXml(entry: AtomEntry): string {
  const lines = [
    "  <entry>",
    `    ${element("id", entry.id)}`,
    `    ${element("title", entry.title, ' type="text"')}`,
    `    <link rel="alternate" type="text/html"${attribute("href", entry.link)}/>`,
    `    ${element("published", date(entry.published))}`,
    `    ${element("updated", date(entry.updated))}`,
    `    <author>${element("name", entry.author.name)}${entry.author.uri ? element("uri", entry.author.uri) : ""}</author>`,
  ];
  if (entry.category) {
    lines.push(`    <category${attribute("term", entry.category.term)}${attribute("label", entry.category.label)}/>`);
  }
  lines.push(`    ${element("content", entry.html, ' type="html"')}`, "  </entry>");
  return lines.join("\n");
}

export function atomXml(feed: AtomFeed): string {
  const updated = feed.entries.reduce<Date | null>(
    (latest, entry) => (latest && latest >= entry.updated ? latest : entry.updated),
    null,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${attribute("xml:lang", feed.lang)}${attribute("xml:base", `${feed.base}/`)}>`,
    `  ${element("id", feed.pageUrl)}`,
    `  ${element("title", feed.title, ' type="text"')}`,
    `  ${element("subtitle", feed.subtitle, ' type="text"')}`,
    `  <link rel="self" type="application/atom+xml"${attribute("href", feed.selfUrl)}/>`,
    `  <link rel="alternate" type="text/html"${attribute("href", feed.pageUrl)}/>`,
    `  ${element("updated", date(updated ?? feed.emptyUpdated))}`,
    `  ${element("generator", "Ireland Guide")}`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}
