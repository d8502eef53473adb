/** The CSP hash sources (`sha256-<base64>`) of the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[];
/** The inline-script hashes of every .html file under `clientDir`, keyed by path relative to it. */
export function prerenderedScriptHashes(clientDir: string): Record<string, string[]>;
/** Every .html file under `clientDir`, as paths relative to it with "/" separators, sorted. */
export function prerenderedPages(clientDir: string): string[];
