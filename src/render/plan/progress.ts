// Progress of an apply: on a terminal one line rewritten in place; elsewhere (CI logs, the
// Action's log group) a line at each tenth of the operations, or after 5 s without one.
import type { OperationResult } from "../../core/plan/plan-model.ts";

interface ProgressOptions {
  total: number;
  write: (text: string) => void;
  /** Standard error is a terminal: rewrite one line. */
  terminal: boolean;
  now: () => number;
}

const QUIET_LOG_MS = 5_000;
/** A terminal line is redrawn at most this often, so that fast applies do not flood it. */
const REDRAW_MS = 100;

export class ApplyProgress {
  readonly #options: ProgressOptions;
  readonly #startedAt: number;
  #done = 0;
  #failed = 0;
  #lastWrite: number;
  #lastTenth = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: ProgressOptions) {
    this.#options = options;
    this.#startedAt = options.now();
    this.#lastWrite = this.#startedAt;
    if (!options.terminal) {
      // A slow apply still says it is alive; unref'd, so it never keeps the process running.
      this.#timer = setInterval(() => {
        if (this.#options.now() - this.#lastWrite >= QUIET_LOG_MS) this.#writeLine();
      }, QUIET_LOG_MS);
      this.#timer.unref();
    }
  }

  onOperation(result: OperationResult): void {
    this.#done++;
    if (result.status === "failed") this.#failed++;
    const { total, terminal, now } = this.#options;
    if (terminal) {
      if (this.#done === total || now() - this.#lastWrite >= REDRAW_MS) this.#redraw();
      return;
    }
    const tenth = Math.floor((this.#done * 10) / total);
    if (tenth > this.#lastTenth) {
      this.#lastTenth = tenth;
      this.#writeLine();
    }
  }

  /** Ends the progress display: the terminal line is cleared for the result that follows. */
  finish(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    if (this.#options.terminal && this.#done > 0) this.#options.write("\r\u001B[K");
  }

  /** "Applying: 90/400 (22%), 1 failed, 12.5/s, about 25 s left". */
  line(): string {
    const { total, now } = this.#options;
    const seconds = Math.max((now() - this.#startedAt) / 1000, 0.001);
    const rate = this.#done / seconds;
    const percent = Math.floor((this.#done * 100) / total);
    const parts = [`Applying: ${this.#done}/${total} (${percent}%)`, `${this.#failed} failed`];
    parts.push(`${rate.toFixed(1)}/s`);
    if (this.#done < total && rate > 0) {
      parts.push(`about ${Math.ceil((total - this.#done) / rate)} s left`);
    }
    return parts.join(", ");
  }

  #redraw(): void {
    this.#lastWrite = this.#options.now();
    this.#options.write(`\r\u001B[K${this.line()}`);
  }

  #writeLine(): void {
    this.#lastWrite = this.#options.now();
    this.#options.write(`${this.line()}\n`);
  }
}
