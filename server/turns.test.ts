import { describe, expect, it } from "vitest";
import { turns } from "./turns";

/** Work that runs until the test ends it. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  const started = { value: false };
  return {
    started,
    end,
    work: async () => {
      started.value = true;
      await done;
      return "done";
    },
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("work that takes turns", () => {
  it("runs at most so many at once, lets so many wait in order, and turns away the rest at once", async () => {
    const gate = turns(2, 2);
    const [a, b, c, d] = [held(), held(), held(), held()];
    const running = [gate.take(a.work), gate.take(b.work)];
    const waiting = [gate.take(c.work), gate.take(d.work)];
    expect(await gate.take(async () => "more")).toBeNull();
    await settle();
    expect([a, b, c, d].map((w) => w.started.value)).toEqual([true, true, false, false]);
    expect(gate.counts).toEqual({ running: 2, waiting: 2 });
    b.end();
    expect(await running[1]).toBe("done");
    await settle();
    expect([c.started.value, d.started.value]).toEqual([true, false]);
    a.end();
    c.end();
    d.end();
    expect(await Promise.all([running[0], ...waiting])).toEqual(["done", "done", "done"]);
    expect(gate.counts).toEqual({ running: 0, waiting: 0 });
  });

  it("never runs work whose client left while it waited, and gives its place to the next", async () => {
    const gate = turns(1, 2);
    const first = held();
    const left = held();
    const next = held();
    const client = new AbortController();
    const running = gate.take(first.work);
    const abandoned = gate.take(left.work, client.signal);
    const after = gate.take(next.work);
    client.abort();
    expect(await abandoned).toBeNull();
    expect(gate.counts).toEqual({ running: 1, waiting: 1 });
    first.end();
    await running;
    await settle();
    expect([left.started.value, next.started.value]).toEqual([false, true]);
    next.end();
    expect(await after).toBe("done");
    expect(await gate.take(async () => "gone already", AbortSignal.abort())).toBeNull();
  });

  it("frees a turn whose work failed", async () => {
    const gate = turns(1, 0);
    await expect(gate.take(() => Promise.reject(new Error("broke")))).rejects.toThrow("broke");
    expect(await gate.take(async () => "after")).toBe("after");
  });
});
