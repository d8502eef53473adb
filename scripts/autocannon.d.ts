// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    /** Seconds the run took. */
    duration: number;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** With a callback: the running instance, which emits `response` (client, status, bytes, ms) per response. */
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): import("node:events").EventEmitter;
}
