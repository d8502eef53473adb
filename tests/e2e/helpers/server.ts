import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A new data directory. When the global setup made a migrated PGlite (E2E_PGLITE_TEMPLATE), a copy of it
 * is put in: a server then starts without initdb and the migrations, several seconds each time.
 */
export function temporaryDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ig-e2e-"));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, join(dir, "pglite"), { recursive: true });
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * The Node arguments of `npm run serve` (plain Node on the bundle that `npm run build` compiles; it maps its
 * own stack traces, ADR 0067), read from package.json so that the tests start the server exactly as
 * production does.
 */
export const SERVER_NODE_ARGS = serveArguments();
export const SERVER_ENTRY = SERVER_NODE_ARGS.at(-1)!;

function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const match = /^NODE_ENV=production node ((?:--[\w-]+ )*[\w./-]+\.js)$/.exec(scripts.serve ?? "");
  if (!match) throw new Error(`Expected "NODE_ENV=production node [flags] file.js" as the serve script`);
  return match[1].split(" ");
}

/** Runs Node with `nodeArgs` in the project folder, in a process of its own. */
export function runNode(nodeArgs: string[], env: Record<string, string | undefined>): RunningProcess {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, output: () => output, exited };
}

/** Runs a TypeScript file of the project (a test fixture) with tsx. */
export function runTs(file: string, args: string[], env: Record<string, string | undefined>): RunningProcess {
  return runNode(["--import", "tsx", file, ...args], env);
}

/** Runs the compiled production server (build/ must exist), without waiting for it to answer. */
export function runServer(env: Record<string, string | undefined>): RunningProcess {
  return runNode(SERVER_NODE_ARGS, env);
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface TestServer extends RunningProcess {
  url: string;
  stop(): Promise<number | string>;
}

/** Starts the production server (build/ must exist) on a free port; DATA_DIR defaults to a new folder. */
export async function startServer(env: Record<string, string | undefined> = {}): Promise<TestServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const running = runServer({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: env.DATABASE_URL ? undefined : temporaryDataDir(),
    // Test members are minutes old and post more in a minute than a new member may in an hour; the
    // stricter limits for new accounts have tests of their own.
    NEW_MEMBER_HOURS: "0",
    // The browser the tests drive names itself HeadlessChrome, which isbot counts as a crawler: its page
    // renders are not budgeted here (tests/integration/crawler-budget.test.ts has the budget's own tests).
    CRAWLER_RENDERS_PER_MINUTE: "0",
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void running.exited.then(() => (ended = true));
  await waitFor(
    async () => {
      if (ended) throw new Error(`server exited during start-up:\n${running.output()}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    // A cold start (PGlite's WebAssembly, the build's modules) took over 30 s with the machine's two cores
    // shared by several test processes; 90 s stays inside the suites' 120 s hook timeout.
    90_000,
    "the server to answer /api/health",
  ).catch((error: Error) => {
    running.child.kill("SIGKILL");
    throw new Error(`${error.message}\n${running.output()}`);
  });
  return {
    ...running,
    url,
    stop: async () => {
      if (!ended) running.child.kill("SIGTERM");
      return running.exited;
    },
  };
}
