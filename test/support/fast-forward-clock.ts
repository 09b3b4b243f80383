// A clock that skips the time everyone is waiting for: give `now` to the emulator (its rate-limit
// windows) and `sleep` to the client (its backoff, Retry-After and pacing waits), and a client that
// waits out a one-second window finds the window over without a real second passing.
import { performance } from "node:perf_hooks";

export interface FastForwardClock {
  /** Milliseconds on a monotonic clock: real time plus every jump so far. */
  now(): number;
  /** Resolves once `now()` has reached the current time plus `ms`. */
  sleep(ms: number): Promise<void>;
}

interface Sleeper {
  wakeAt: number;
  wake: () => void;
}

/**
 * Waits overlap as they would on a real clock: a few real milliseconds (`settleMs`) after a wait
 * begins, long enough for requests already sent on loopback to be answered, the clock jumps to
 * the earliest wake-up and wakes whoever was due, and so on. Requests in flight at a jump look to
 * the server like slow ones: every order of events this clock produces could happen for real.
 */
export function fastForwardClock(settleMs = 5): FastForwardClock {
  let jumped = 0;
  const now = (): number => performance.now() + jumped;
  const sleepers: Sleeper[] = [];
  let pending: NodeJS.Timeout | undefined;

  const schedule = (): void => {
    pending ??= setTimeout(jump, settleMs);
  };
  const jump = (): void => {
    pending = undefined;
    sleepers.sort((left, right) => left.wakeAt - right.wakeAt);
    jumped = Math.max(jumped, sleepers[0]!.wakeAt - performance.now());
    const time = now();
    while (sleepers.length > 0 && sleepers[0]!.wakeAt <= time) sleepers.shift()!.wake();
    if (sleepers.length > 0) schedule();
  };

  return {
    now,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        sleepers.push({ wakeAt: now() + Math.max(0, ms), wake });
        schedule();
      }),
  };
}
