import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./seed";

/** Debian's nginx (`apt-get install -y nginx`), if installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((path) => existsSync(path));

/**
 * A self-signed certificate for 127.0.0.1 (and localhost), valid for two days, and its key, as PEM files in
 * `dir` (OpenSSL's command line, Debian's `openssl`): what certbot's fullchain.pem and privkey.pem are in
 * production. A client trusts it by taking the certificate itself as its certificate authority.
 */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, "fullchain.pem");
  const key = join(dir, "privkey.pem");
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        .concat(["-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1"])
        .concat(["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"]),
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (error) {
    throw new Error(`openssl could not make a certificate (apt-get install -y openssl): ${String(error)}`);
  }
  // nginx's master reads it as root before its workers drop their privileges.
  chmodSync(key, 0o600);
  return { certificate, key };
}

async function waitUntilUp(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("nginx exited during start-up");
    const ok = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("nginx did not start within 2 minutes");
}

export interface StartedProxy {
  /** The site: https://127.0.0.1:port with `tls`, else http:// (the bench's listen line without `ssl http2`). */
  base: string;
  /** The plain-http listener, which redirects every request to the site's address. */
  httpBase: string;
  /** The same app processes through nginx without the cache and without TLS: what they answer by themselves. */
  uncachedBase: string;
  /** The site's certificate (PEM), self-signed: a client that takes it as its authority trusts the site. */
  certificate: string;
  accessLog: string;
  stop: () => Promise<void>;
}

/**
 * nginx in front of the server with deploy/nginx.conf, its placeholders filled in, inside a main config
 * of the bench's own (a temporary prefix for its pid, logs, temporary files, cache and a self-signed
 * certificate); in the foreground, as a child of this process, with a worker per core. With `tls` the site
 * is served as the production guide serves it, over TLS (the operations suite); without, the bench drops
 * `ssl http2` from the listen line and measures the app processes and the cache over plain http. A second
 * server block without the cache, on the same upstream, shows what the app processes answer through the
 * proxy by themselves.
 */
export async function startProxy(
  upstreams: string[],
  /** Where nginx serves the site (a free port otherwise): the processes' PUBLIC_URL names it. */
  listenPort?: number,
  { tls = false }: { tls?: boolean } = {},
): Promise<StartedProxy> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  let site = readFileSync(join("deploy", "nginx.conf"), "utf8");
  const listen = "listen __LISTEN__ ssl http2;";
  if (!site.includes(listen)) throw new Error(`deploy/nginx.conf: no \`${listen}\` line (TLS at the proxy)`);
  const dir = mkdtempSync(join(tmpdir(), "ig-nginx-"));
  // Running as root, nginx's workers run as an unprivileged user: they must reach the cache below.
  chmodSync(dir, 0o755);
  const port = listenPort ?? (await freePort());
  const [httpPort, uncachedPort] = [await freePort(), await freePort()];
  const base = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  const refuse = (problem: string): never => {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(problem);
  };
  const certificate = (() => {
    try {
      return selfSignedCertificate(dir);
    } catch (error) {
      return refuse(error instanceof Error ? error.message : String(error));
    }
  })();
  if (!tls) site = site.replace(listen, "listen __LISTEN__;");
  site = site
    .replaceAll("__LISTEN__", `127.0.0.1:${port}`)
    .replaceAll("__HTTP_LISTEN__", `127.0.0.1:${httpPort}`)
    .replaceAll("__PUBLIC_URL__", base)
    .replaceAll("__SERVER_NAME__", "127.0.0.1")
    .replaceAll("__CERTIFICATE__", certificate.certificate)
    .replaceAll("__CERTIFICATE_KEY__", certificate.key)
    .replace("server __UPSTREAM__;", upstreams.map((upstream) => `server ${upstream};`).join("\n    "))
    .replaceAll("__UPSTREAM__", upstreams[0]!)
    .replaceAll("__CACHE_DIR__", join(dir, "cache"))
    .replaceAll("__LOG_DIR__", dir);
  const left = /__[A-Z_]+__/.exec(site);
  if (left) refuse(`deploy/nginx.conf: the bench does not fill in ${left[0]}`);
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
  const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill("SIGQUIT"); // graceful: the workers finish what they serve
      await new Promise((resolve) => nginx.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Every listener is bound before nginx answers on any: the plain one needs no certificate to ask.
    await waitUntilUp(uncachedBase, nginx);
  } catch (error) {
    const errors = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${errors}`);
  }
  return {
    base,
    httpBase: `http://127.0.0.1:${httpPort}`,
    uncachedBase,
    certificate: readFileSync(certificate.certificate, "utf8"),
    accessLog: join(dir, "ireland-guide.access.log"),
    stop,
  };
}
