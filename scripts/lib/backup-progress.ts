/**
 * The progress that `npm run db:backup` and `npm run db:restore` show: a bar redrawn in place on a terminal,
 * one plain line per step otherwise (CI, a log file), so that a log shows how far a failed run got.
 */
export interface Progress {
  /** `done` of `total` steps are finished; `what` names the one just reached. */
  update(done: number, what: string): void;
  /** Ends the bar's line (a terminal) before the next message. */
  finish(): void;
}

/** `percent`: show `done` as a share of `total` ("45%") rather than as a count of steps ("3/28"). */
export function progressBar(
  label: string,
  total: number,
  out: NodeJS.WriteStream = process.stdout,
  { percent = false, width = 30 }: { percent?: boolean; width?: number } = {},
): Progress {
  const tty = Boolean(out.isTTY);
  const started = performance.now();
  let drawn = false;
  const line = (done: number, what: string) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * width);
    const seconds = Math.round((performance.now() - started) / 1000);
    const count = percent
      ? `${String(Math.round(share * 100)).padStart(3)}%`
      : `${String(Math.min(done, total)).padStart(String(total).length)}/${total}`;
    return `${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${count} ${what} ${seconds}s`;
  };
  return {
    update(done, what) {
      if (tty) {
        out.write(`\r${line(done, what)}\x1b[K`);
        drawn = true;
      } else {
        out.write(`${line(done, what)}\n`);
      }
    },
    finish() {
      if (tty && drawn) out.write("\n");
      drawn = false;
    },
  };
}
