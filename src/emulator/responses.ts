// The emulator's answers: JSON bodies with their length, errors in the profile's envelope
// (profile.ts), and a 404 that says where to list a kind of record.
import type { ServerResponse } from "node:http";
import { type EmulatorProfile, errorBody } from "./profile.ts";
import type { Refusal } from "./store.ts";

export function sendRecord(
  response: ServerResponse,
  json: string | undefined,
  kind: string,
  id: string,
  list: string,
  profile: EmulatorProfile,
): void {
  if (json === undefined) {
    const message = `No ${kind} with id ${JSON.stringify(id)} in this organization; list them with GET ${list}.`;
    sendError(response, { status: 404, code: "not_found", message }, {}, profile);
    return;
  }
  sendJson(response, 200, json);
}

export function sendError(
  response: ServerResponse,
  refusal: Refusal,
  headers: Record<string, string> = {},
  profile: EmulatorProfile = "spec",
): void {
  sendJson(response, refusal.status, errorBody(refusal, profile), headers);
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
