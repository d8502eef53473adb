import { Icon } from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  checkAuth,
  checkDatabase,
  checkRealtime,
  CONNECTION_MESSAGES,
  type CheckResult,
} from "~/features/connection-test/checks";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import { m } from "@common/i18n";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return [
    ...pageMeta({
      title: m.ui_connection_test(),
      description: m.conntest_meta_description(),
      path: "/connection-test",
    }),
    { name: "robots", content: "noindex" },
  ];
}

type CheckState = { status: "idle" } | { status: "running" } | ({ status: "done" } & CheckResult);

const CHECKS: {
  key: "auth" | "database" | "realtime";
  /** A message, called when the page renders (in its language). */
  title: () => string;
  icon: ReactNode;
  run: () => Promise<CheckResult>;
}[] = [
  {
    key: "auth",
    title: m.conntest_auth_title,
    icon: <Icon name="key-round" aria-hidden className="size-5" />,
    run: checkAuth,
  },
  {
    key: "database",
    title: m.conntest_database_title,
    icon: <Icon name="database" aria-hidden className="size-5" />,
    run: checkDatabase,
  },
  {
    key: "realtime",
    title: m.conntest_realtime_title,
    icon: <Icon name="radio" aria-hidden className="size-5" />,
    run: () => checkRealtime(),
  },
];

/** Spec: idle, running, done; the tests run in order, each result appearing as it completes. */
export default function ConnectionTestPage() {
  const [results, setResults] = useState<Record<string, CheckState>>({});
  const [running, setRunning] = useState(false);

  async function runAll() {
    setRunning(true);
    setResults({});
    for (const check of CHECKS) {
      setResults((current) => ({ ...current, [check.key]: { status: "running" } }));
      let result: CheckResult;
      try {
        result = await check.run();
      } catch (error) {
        result = {
          ok: false,
          message: CONNECTION_MESSAGES.unexpected(error instanceof Error ? error.message : String(error)),
        };
      }
      setResults((current) => ({ ...current, [check.key]: { status: "done", ...result } }));
    }
    setRunning(false);
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{m.ui_connection_test()}</h1>
      <p className="mt-2 text-muted-foreground">{m.conntest_intro()}</p>
      <Button className="mt-6" disabled={running} onClick={() => void runAll()}>
        {running ? m.conntest_running() : m.conntest_run()}
      </Button>
      <ul className="mt-8 grid gap-4">
        {CHECKS.map((check) => {
          const state = results[check.key] ?? { status: "idle" };
          return (
            <li key={check.key}>
              <section
                aria-labelledby={`check-${check.key}`}
                className={cn(
                  "rounded-lg border bg-surface p-5 shadow-sm",
                  state.status === "done" ? (state.ok ? "border-brand" : "border-destructive") : "border-border",
                )}
              >
                <h2 id={`check-${check.key}`} className="flex items-center gap-2 text-lg font-semibold">
                  {check.icon} {check.title()}
                </h2>
                <p role="status" className="mt-2 flex items-center gap-2" data-testid={`result-${check.key}`}>
                  {state.status === "idle" && <span className="text-muted-foreground">{m.conntest_not_run()}</span>}
                  {state.status === "running" && (
                    <>
                      <Icon name="loader-circle" aria-hidden className="size-4 animate-spin" /> {m.conntest_testing()}
                    </>
                  )}
                  {state.status === "done" && (
                    <>
                      {state.ok ? (
                        <Icon name="circle-check" aria-hidden className="size-5 text-brand" />
                      ) : (
                        <Icon name="circle-x" aria-hidden className="size-5 text-destructive" />
                      )}
                      {state.message}
                    </>
                  )}
                </p>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
