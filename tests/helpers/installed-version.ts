import { readFileSync } from "node:fs";

/**
 * The version of a package as installed (its package.json in node_modules): for the tests that pin the
 * version of a tool whose output some code reads with a pattern.
 */
export function installedVersion(name: string): string {
  const manifest = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}
