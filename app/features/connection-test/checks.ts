import { m, readWhenShown } from "@common/i18n";

/**
 * Spec section 8, 'Connection test messages', and the checks behind them (section 7). Getters: each
 * reading is a message in the page's language, said when a check ends.
 */
export const CONNECTION_MESSAGES = readWhenShown(
  {
    authOk: m.conntest_auth_ok,
    authFailed: m.conntest_auth_failed,
    databaseOk: m.conntest_database_ok,
    databaseFailed: m.conntest_database_failed,
    realtimeOk: m.conntest_realtime_ok,
    realtimeTimeout: m.conntest_realtime_timeout,
    realtimeFailed: m.conntest_realtime_failed,
  },
  {
    realtimeStatus: (status: number | string) => m.conntest_realtime_status({ status: String(status) }),
    unexpected: (message: string) => m.conntest_unexpected({ message }),
  },
);

export const REALTIME_TIMEOUT_MS = 10_000;

export interface CheckResult {
  ok: boolean;
  message: string;
}

/** Get the session (signed in or not, the service must answer). */
export async function checkAuth(): Promise<CheckResult> {
  try {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store" });
    return response.ok
      ? { ok: true, message: CONNECTION_MESSAGES.authOk }
      : { ok: false, message: CONNECTION_MESSAGES.authFailed };
  } catch {
    return { ok: false, message: CONNECTION_MESSAGES.authFailed };
  }
}

/** A count read of the profiles table. */
export async function checkDatabase(): Promise<CheckResult> {
  try {
    const response = await fetch("/api/connection-test/database", { cache: "no-store" });
    return response.ok
      ? { ok: true, message: CONNECTION_MESSAGES.databaseOk }
      : { ok: false, message: CONNECTION_MESSAGES.databaseFailed };
  } catch {
    return { ok: false, message: CONNECTION_MESSAGES.databaseFailed };
  }
}

/** Subscribes to the live feed on a temporary connection, waits for it to be ready, then closes it. */
export async function checkRealtime(timeoutMs = REALTIME_TIMEOUT_MS): Promise<CheckResult> {
  const controller = new AbortController();
  let timer: number | undefined;
  const timedOut = new Promise<CheckResult>((resolve) => {
    timer = window.setTimeout(() => resolve({ ok: false, message: CONNECTION_MESSAGES.realtimeTimeout }), timeoutMs);
  });
  const subscribe = (async (): Promise<CheckResult> => {
    let response: Response;
    try {
      response = await fetch("/api/events", { signal: controller.signal, cache: "no-store" });
    } catch {
      return { ok: false, message: CONNECTION_MESSAGES.realtimeFailed };
    }
    if (!response.ok || !response.body) {
      return { ok: false, message: CONNECTION_MESSAGES.realtimeStatus(response.status) };
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let received = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { ok: false, message: CONNECTION_MESSAGES.realtimeStatus("CLOSED") };
        received += decoder.decode(value, { stream: true });
        if (/^event: ready$/m.test(received)) return { ok: true, message: CONNECTION_MESSAGES.realtimeOk };
      }
    } catch {
      return { ok: false, message: CONNECTION_MESSAGES.realtimeFailed };
    }
  })();
  try {
    return await Promise.race([subscribe, timedOut]);
  } finally {
    window.clearTimeout(timer);
    controller.abort(); // remove the temporary subscription
  }
}
