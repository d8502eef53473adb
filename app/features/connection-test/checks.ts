/** Spec section 8, 'Connection test messages', and the checks behind them (section 7). */
export const CONNECTION_MESSAGES = {
  authOk: "Authentication service responded successfully.",
  authFailed: "Failed to connect to auth service.",
  databaseOk: 'Database connection to "profiles" table successful.',
  databaseFailed: "Failed to connect to database.",
  realtimeOk: "Realtime subscription successful.",
  realtimeStatus: (status: number | string) => `Realtime subscription failed with status: ${status}`,
  realtimeTimeout: "Realtime subscription timed out after 10 seconds.",
  realtimeFailed: "Failed to connect to realtime service.",
  unexpected: (message: string) => `An unexpected error occurred during testing: ${message}`,
} as const;

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
