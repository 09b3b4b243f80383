// The emulator's answers: JSON bodies with their length, errors in the spec's envelope
// ({"error": {"code", "message"}}), and a 404 that says where to list a kind of record.
import type { ServerResponse } from "node:http";
import type { Refusal } from "./store.ts";

export function sendRecord(
  response: ServerResponse,
  json: string | undefined,
  kind: string,
  id: string,
  list: string,
): void {
  if (json === undefined) {
    sendError(response, {
      status: 404,
      code: "not_found",
      message: `No ${kind} with id ${JSON.stringify(id)} in this organization; list them with GET ${list}.`,
    });
    return;
  }
  sendJson(response, 200, json);
}

export function sendError(
  response: ServerResponse,
  refusal: Refusal,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
  sendJson(response, refusal.status, body, headers);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}
