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
    // Each chunk decoded as it arrives, as `request()` did (UTF-8, a leading byte order mark
    // dropped): a list of 150 MB is then never held as chunks, their concatenation and the text
    // at once. A decoder per exchange, since a streaming decoder holds a partial character.
    const decoder = new TextDecoder();
    const parts: string[] = [];
    let received = 0;
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
      },
      onResponseData: (started, chunk) => {
        received += chunk.length;
        if (received > maxBodyBytes) {
          parts.length = 0;
          started.abort(new BodyTooLargeError(maxBodyBytes));
          return;
        }
        parts.push(decoder.decode(chunk, { stream: true }));
      },
      onResponseEnd: () => {
        signal.removeEventListener("abort", abort);
        parts.push(decoder.decode());
        resolve({ status, headers, text: parts.join("") });
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
