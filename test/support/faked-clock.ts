// A deadline test on a clock the test moves: the timers and Date of this process are faked (vi fake
// timers; undici's own timeouts are timers too), a request goes out over real loopback, and once
// the service has seen it the test moves the clock past the deadline. What the test asserts is
// the outcome at the deadline; how long a loaded machine takes to get there plays no part.
import { onTestFinished, vi } from "vitest";

/** Fakes setTimeout, clearTimeout and Date until the test ends; I/O and setImmediate stay real. */
export function fakeTimeoutsAndDate(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Once `seen` holds `count` requests, moves the faked clock `ms` on, running what falls due. */
export async function passTimeOnceSeen(
  seen: readonly string[],
  ms: number,
  count = 1,
): Promise<void> {
  while (seen.length < count) await new Promise((next) => setImmediate(next));
  await vi.advanceTimersByTimeAsync(ms);
}
