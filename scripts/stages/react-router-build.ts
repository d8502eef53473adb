/**
 * `react-router build` for one locale's client (ADR 0041), as a child process: the English one makes
 * build/client and build/server, each other locale's makes build/locales/<locale> (react-router.config.ts
 * reads CLIENT_LOCALE). Each is a process of its own rather than a call in the build's process (ADR 0068):
 * @react-router/dev exports no build function (its CLI's is not in the package's exports), the locale is
 * chosen by an environment variable that the configs read when they load, and the production mode must be
 * set before Vite, React and the configs are loaded.
 */
import { spawn } from "node:child_process";
import type { Locale } from "../../common/paraglide/runtime.js";
import { PROJECT_ROOT } from "../../server/paths";

/**
 * Runs `react-router build` with CLIENT_LOCALE=`locale`. Its output goes to this process's when `show` is
 * set; otherwise it is kept and told only if the build fails.
 */
export function reactRouterBuild(locale: Locale, { show = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["react-router", "build"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: "production", CLIENT_LOCALE: locale },
      stdio: show ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the ${locale} client build failed (exit ${code})${output ? `:\n${output}` : ""}`));
    });
  });
}
