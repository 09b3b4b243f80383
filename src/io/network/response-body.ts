// One request and its whole response body, read up to a cap. An endless or huge body (a broken or
// hostile service) is cut off as soon as it passes the cap, never buffered: reading it whole grew
// to 8 GB in 19 s. A body over the cap is refused and not retried, since the next answer would be
// as large.
import type { IncomingHttpHeaders } from "node:http";
import type { Dispatcher } from "undici";

/** The code of the error a body over the cap ends the exchange with. */
export const BODY_TOO_LARGE = "CIP_BODY_TOO_LARGE";

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  readonly code = BODY_TOO_LARGE;
  constructor(maxBytes: number) {
    super(`the response body is larger than the cap of ${formatBytes(maxBytes)}`);
  }
}

interface ExchangeResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Through `dispatch` with a handler that collects the body, not `request()`: `request()` wraps
 * every response in a stream, which was a quarter of the client's CPU per request, and under
 * concurrency 16 that CPU is queueing delay for every answer that arrives meanwhile. Timeouts and
 * network errors reach `onResponseError` with the same codes as through `request()`.
 */
export function exchange(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  signal: AbortSignal,
  maxBodyBytes: number,
): Promise<ExchangeResult> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    const abort = () => controller?.abort(signal.reason as Error);
    signal.addEventListener("abort", abort, { once: true });
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    // The bytes are gathered off the JavaScript heap, into one buffer of the declared length when
    // there is one, and decoded once at the end (UTF-8, a leading byte order mark dropped): a list
    // of 150 MB is then held as its bytes and its text, never as thousands of decoded pieces the
    // garbage collector copies from generation to generation before they are joined.
    const body = new BodyBytes();
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart: (started) => {
        controller = started;
        // The deadline may have passed while the request waited for a connection.
        if (signal.aborted) abort();
      },
      onResponseStart: (started, statusCode, responseHeaders) => {
        status = statusCode;
        headers = responseHeaders;
        const declared = Number(responseHeaders["content-length"]);
        if (declared > maxBodyBytes) started.abort(new BodyTooLargeError(maxBodyBytes));
        else if (Number.isSafeInteger(declared) && declared > 0) body.expect(declared);
      },
      onResponseData: (started, chunk) => {
        if (body.length + chunk.length > maxBodyBytes) {
          body.clear();
          started.abort(new BodyTooLargeError(maxBodyBytes));
          return;
        }
        body.append(chunk);
      },
      onResponseEnd: () => {
        signal.removeEventListener("abort", abort);
        resolve({ status, headers, text: body.text() });
      },
      onResponseError: (_controller, error) => {
        signal.removeEventListener("abort", abort);
        reject(error);
      },
    };
    try {
      dispatcher.dispatch(options, handler);
    } catch (error) {
      signal.removeEventListener("abort", abort);
      reject(error);
    }
  });
}

/** A body's bytes as they arrive: in place when the length was declared, else as chunks. */
class BodyBytes {
  #buffer: Buffer | undefined;
  #chunks: Buffer[] = [];
  length = 0;

  /** The declared length, a hint: a body that turns out longer or shorter is still read whole. */
  expect(bytes: number): void {
    this.#buffer = Buffer.allocUnsafe(bytes);
  }

  append(chunk: Buffer): void {
    if (this.#buffer !== undefined && this.length + chunk.length <= this.#buffer.length) {
      chunk.copy(this.#buffer, this.length);
    } else {
      this.#spill();
      this.#chunks.push(chunk);
    }
    this.length += chunk.length;
  }

  clear(): void {
    this.#buffer = undefined;
    this.#chunks = [];
    this.length = 0;
  }

  text(): string {
    const bytes =
      this.#chunks.length === 0
        ? (this.#buffer ?? Buffer.alloc(0)).subarray(0, this.length)
        : Buffer.concat(this.#chunks, this.length);
    this.clear();
    return new TextDecoder().decode(bytes);
  }

  /** What was gathered in place becomes the first chunk once the body outgrows its declaration. */
  #spill(): void {
    if (this.#buffer === undefined) return;
    this.#chunks.push(this.#buffer.subarray(0, this.length));
    this.#buffer = undefined;
  }
}

/** 1048576 -> "1 MiB", 1500 -> "1500 bytes". */
function formatBytes(bytes: number): string {
  const units = [
    [2 ** 30, "GiB"],
    [2 ** 20, "MiB"],
    [2 ** 10, "KiB"],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}
