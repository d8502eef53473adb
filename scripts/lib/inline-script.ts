/**
 * A page's inline script written as a module of its own (app/lib/hydrate-on-first-use.ts), which tsc and
 * ESLint check like the rest: bundled and minified here into the text that goes in the page's <script>.
 * Vite's code imports that text as `import script from "./module?inline-script"` (inlineScriptPlugin, in
 * vite.config.ts: the server's build, the development server, the integration tests' pages); the build
 * scripts that run outside Vite (scripts/stages/defer-hydration.ts) call compileInlineScript. Both give the same
 * text, so a page's CSP hash for the script is the same whichever wrote the page.
 */
import { resolve } from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";

/**
 * Vite's default build target ("baseline-widely-available"), which the page's own modules are built for:
 * the script only starts those modules, so it needs no older browser than they do.
 */
const CLIENT_TARGET = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];
const QUERY = "?inline-script";

/**
 * The module at `path` and what it imports as one minified script, and the files it was made from. Made by
 * Rolldown, Vite's own bundler. The modules it imports give it constants only: their top-level work (the
 * service worker's rules load Paraglide's runtime) is left out.
 */
export async function compileInlineScript(path: string): Promise<{ text: string; files: string[] }> {
  const entry = resolve(path);
  const { output } = await build({
    input: entry,
    write: false,
    logLevel: "warn",
    treeshake: { moduleSideEffects: (id) => id === entry },
    transform: { target: CLIENT_TARGET },
    output: { format: "iife", minify: true },
  });
  const [chunk] = output;
  const text = chunk.code.trim();
  if (/<\/script/i.test(text)) throw new Error(`${path}: the inline script would close its <script> early`);
  return { text, files: chunk.moduleIds.filter((id) => !id.startsWith("\0")) };
}

/** Vite's side: `import script from "./module?inline-script"` is the module compiled by compileInlineScript. */
export function inlineScriptPlugin(): Plugin {
  return {
    name: "inline-script",
    // Before Vite's own resolver, which would take the import for the module itself.
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const module = await this.resolve(source.slice(0, -QUERY.length), importer);
      return module && `\0${module.id}${QUERY}`;
    },
    async load(id) {
      if (!id.startsWith("\0") || !id.endsWith(QUERY)) return null;
      const { text, files } = await compileInlineScript(id.slice(1, -QUERY.length));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
