import { pino, stdSerializers, type Logger } from "pino";
import { withSourcePositions } from "./source-positions";

export type { Logger };

/**
 * Logs never carry what members typed or who they are: database errors quote their parameters (email
 * addresses, post text) and constraint details ("Key (email)=(…)"), so those are cut from every logged
 * error, its causes included, and email addresses anywhere in an error or a library's log arguments are
 * replaced. The SQL text stays: its values are placeholders ($1).
 */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: serializeError, args: (args: unknown) => redactValue(args, 0) },
    ...(pretty && !destination ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const SQL_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** Fields of pg's and drizzle's errors that hold values, not structure. */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where", "internalQuery"]);

export function redactText(text: string): string {
  return text.replace(SQL_PARAMS, "\nparams: [redacted]").replace(EMAIL, "[email]");
}

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return redactValue(error, 0);
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (typeof serialized.stack === "string") serialized.stack = withSourcePositions(serialized.stack);
  // The cause (pg's error under drizzle's) carries the code that says what went wrong: keep it as data.
  if (error.cause instanceof Error) {
    const { stack: _stack, ...cause } = stdSerializers.err(error.cause) as unknown as Record<string, unknown>;
    serialized.cause = cause;
  }
  return redactValue(serialized, 0);
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = VALUE_FIELDS.has(key) ? "[redacted]" : redactValue(field, depth + 1);
  }
  return out;
}
