/**
 * Where source code names a catalogue message: the one scanner that the layout chunk's words
 * (vite.config.ts), the messages kept in every translation (client-locale-plugin.ts) and the catalogue's
 * check that every key is used (check-messages.ts) read. It reads text, not a syntax tree: a message is
 * named through the catalogue's import, `m`.
 */

/** Each call `m.key(…)`: its key, and where its arguments start (just after the parenthesis). */
export function* messageCalls(source: string): Generator<{ key: string; argumentsStart: number }> {
  for (const call of source.matchAll(/\bm\.(\w+)\(/g)) {
    yield { key: call[1]!, argumentsStart: call.index + call[0].length };
  }
}

/**
 * Every key the source names, called or not (`m.key`, `m?.key`, `m["key"]`: a mail's words are passed
 * as functions), and the prefixes of keys it builds (`m[`status_${…}`]`).
 */
export function messageReferences(source: string): { keys: string[]; prefixes: string[] } {
  const keys = [
    ...[...source.matchAll(/\bm\s*(?:\?\.)?\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\bm\s*\[\s*(["'])([A-Za-z_][A-Za-z0-9_]*)\1\s*\]/g)].map((match) => match[2]!),
  ];
  const prefixes = [...source.matchAll(/\bm\s*\[\s*`([A-Za-z0-9_]*)\$\{/g)].flatMap((match) => match[1] || []);
  return { keys, prefixes };
}
