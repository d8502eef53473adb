/**
 * A quote as the reply box gets it (issue #31 item 6, ADR 0034): a Markdown blockquote that names its author
 * and links to what it quotes, in no language (issue #46 item 13, ADR 0054): each reader's page words the
 * byline in the reader's language (common/forum-quote.ts).
 *
 *     > [aoife](/community/forum/posts/…?comment=…#comment-…):
 *     >
 *     > the quoted text
 *
 */
import { QUOTE_ANONYMOUS } from "@common/forum-quote";

/** Every character Markdown could read as syntax in a link's text, escaped with a backslash. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+\-.!|~&]/g, (c) => `\\${c}`);
}

/**
 * The quote of `text` by `author` (null: a deleted account, QUOTE_ANONYMOUS), linking to `href`. `source`: the
 * item's own Markdown (the whole item), kept as it is; otherwise the text a reader selected on the page,
 * whose line breaks are kept as Markdown hard breaks (a single newline would join the lines).
 */
export function quoteMarkdown({
  author,
  href,
  text,
  source,
}: {
  author: string | null;
  href: string;
  text: string;
  source: boolean;
}): string {
  const plain = text
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
  const lines = source ? plain.split("\n") : selectedLines(plain.replace(/\u00a0/g, " ").trim());
  const quoted = lines.map((line) => (line ? `> ${line}` : ">")).join("\n");
  // No "wrote:" in the quoting member's language: the quote becomes their text, read in every language.
  return `> [${author === null ? QUOTE_ANONYMOUS : escapeMarkdown(author)}](${href}):\n>\n${quoted}\n\n`;
}

/** Selected text's lines: paragraphs apart by one empty line, each line break within one a hard break. */
function selectedLines(text: string): string[] {
  return text.split(/\n[ \t]*\n\s*/).flatMap((paragraph, index) => {
    const lines = paragraph.split("\n").map((line) => line.trimEnd());
    const broken = lines.map((line, i) => (i < lines.length - 1 && !line.endsWith("\\") ? `${line}\\` : line));
    return index === 0 ? broken : ["", ...broken];
  });
}

/**
 * Puts a quote in the reply box at its caret (after a blank line when text comes before it), focuses it
 * with the caret after the quote, and tells the box's listeners (the mention suggestions, a draft) that its
 * text changed, as typing would.
 */
export function insertQuote(box: HTMLTextAreaElement, quote: string): void {
  const start = box.selectionStart;
  const end = box.selectionEnd;
  const before = box.value.slice(0, start);
  const separator = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  box.focus();
  box.setRangeText(separator + quote, start, end, "end");
  box.dispatchEvent(new Event("input", { bubbles: true }));
}
