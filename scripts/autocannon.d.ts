// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /**
     * Called before every request this entry makes (autocannon rebuilds the request each time when this
     * is set): returns the request to send.
     */
    setupRequest?: (request: Request & { headers: Record<string, string> }) => Request;
  }
  /** One connection. */
  interface Client {
    /** Replaces this connection's requests (called from `setupClient`, before it sends any). */
    setRequests(requests: Request[]): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Called once for every connection as it is made. */
    setupClient?: (client: Client) => void;
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
