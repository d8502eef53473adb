import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./seed";

/** Debian's nginx (`apt-get install -y nginx`), if installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((path) => existsSync(path));

async function waitUntilUp(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("nginx exited during start-up");
    const ok = await fetch(`${base}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("nginx did not start within 2 minutes");
}

/**
 * nginx in front of the server with deploy/nginx.conf, its placeholders filled in, inside a main config
 * of the bench's own (a temporary prefix for its pid, logs, temporary files and cache); in the foreground,
 * as a child of this process, with a worker per core. A second server block without the cache, on the same
 * upstream, shows what the app processes answer through the proxy by themselves.
 */
export async function startProxy(
  upstreams: string[],
  /** Where nginx listens (a free port otherwise): the processes' PUBLIC_URL names it. */
  listenPort?: number,
): Promise<{ base: string; uncachedBase: string; accessLog: string; stop: () => Promise<void> }> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const dir = mkdtempSync(join(tmpdir(), "ig-nginx-"));
  // Running as root, nginx's workers run as an unprivileged user: they must reach the cache below.
  chmodSync(dir, 0o755);
  const port = listenPort ?? (await freePort());
  const uncachedPort = await freePort();
  const site = readFileSync(join("deploy", "nginx.conf"), "utf8")
    .replaceAll("__LISTEN__", `127.0.0.1:${port}`)
    .replaceAll("__SERVER_NAME__", "127.0.0.1")
    .replace("server __UPSTREAM__;", upstreams.map((upstream) => `server ${upstream};`).join("\n    "))
    .replaceAll("__UPSTREAM__", upstreams[0]!)
    .replaceAll("__CACHE_DIR__", join(dir, "cache"))
    .replaceAll("__LOG_DIR__", dir);
  const left = /__[A-Z_]+__/.exec(site);
  if (left) throw new Error(`deploy/nginx.conf: the bench does not fill in ${left[0]}`);
  writeFileSync(join(dir, "ireland-guide.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, `${name}-temp`)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes auto;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, "ireland-guide.conf")};`,
      // The same processes without the cache: what the app itself answers through the proxy.
      `  server { listen 127.0.0.1:${uncachedPort}; access_log off; location / { proxy_pass http://ireland_guide;`,
      `    proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host;`,
      `    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; } }`,
      "}",
      "",
    ].join("\n"),
  );
  const nginx = spawn(
    NGINX,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill("SIGQUIT"); // graceful: the workers finish what they serve
      await new Promise((resolve) => nginx.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(base, nginx);
  } catch (error) {
    const errors = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${errors}`);
  }
  return {
    base,
    uncachedBase: `http://127.0.0.1:${uncachedPort}`,
    accessLog: join(dir, "ireland-guide.access.log"),
    stop,
  };
}
