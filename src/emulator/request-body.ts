// Request bodies of the emulator's POST and PATCH: media type, size, encoding and JSON syntax
// first, then the fields of a cyber asset, each refused the way the service refuses it.
import type { IncomingMessage } from "node:http";
import { ASSET_TYPES, type CyberAssetPatch } from "../core/shared/live-records.ts";
import { isOneOf } from "../core/shared/collections.ts";
import { findJsonSyntaxError } from "./json-syntax.ts";
import { assetNameProblem } from "./asset-name.ts";
import type { Refusal } from "./store.ts";

/** Largest request body accepted (the spec shows no limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

const ASSET_FIELDS = ["name", "cyber_system_id", "asset_type"] as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

function validation(message: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { status: 422, code: "validation_failed", message } };
}

/** The body of a POST or PATCH: JSON media type (415), size (413), UTF-8 and syntax (400). */
export async function readJsonBody(request: IncomingMessage): Promise<Checked<unknown>> {
  const contentType = request.headers["content-type"] ?? "";
  const [mediaType = "", ...parameters] = contentType
    .split(";")
    .map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith("charset="));
  if (
    mediaType !== "application/json" ||
    (charset !== undefined && !/^charset="?utf-8"?$/.test(charset))
  ) {
    return {
      ok: false,
      refusal: {
        status: 415,
        code: "unsupported_media_type",
        message: `Content-Type must be application/json (UTF-8); got ${JSON.stringify(contentType || "none")}.`,
      },
    };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      return {
        ok: false,
        refusal: {
          status: 413,
          code: "payload_too_large",
          message: `The request body exceeds ${MAX_BODY_BYTES} bytes.`,
        },
      };
    }
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return invalidJson("it is not valid UTF-8");
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const problem = findJsonSyntaxError(text);
    return invalidJson(
      problem === undefined
        ? "syntax error"
        : `${problem.reason} at line ${problem.line}, column ${problem.column}`,
    );
  }
}

function invalidJson(reason: string): { ok: false; refusal: Refusal } {
  return {
    ok: false,
    refusal: {
      status: 400,
      code: "invalid_json",
      message: `The request body is not valid JSON: ${reason}.`,
    },
  };
}

/** Checks a create (all fields required) or patch (any, at least one) body; 422 otherwise. */
export function assetFields(body: unknown, create: boolean): Checked<CyberAssetPatch> {
  const expected = create
    ? "a JSON object with name, cyber_system_id and asset_type"
    : "a JSON object with any of name, cyber_system_id, asset_type";
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return validation(`The request body must be ${expected}.`);
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((field) => !isOneOf(ASSET_FIELDS, field));
  if (unknown.length > 0) {
    return validation(
      `Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((field) => JSON.stringify(field)).join(", ")}; the body may hold only name, cyber_system_id and asset_type.`,
    );
  }
  const fields: CyberAssetPatch = {};
  for (const field of ASSET_FIELDS) {
    const value = record[field];
    if (value === undefined) {
      if (create) return validation(`"${field}" is required.`);
      continue;
    }
    if (typeof value !== "string")
      return validation(`"${field}" must be a string; got ${JSON.stringify(value)}.`);
    if (field === "asset_type") {
      const type = ASSET_TYPES.find((candidate) => candidate === value);
      if (type === undefined) {
        return validation(
          `"asset_type" must be "hardware" or "software"; got ${JSON.stringify(value)}.`,
        );
      }
      fields.asset_type = type;
    } else if (field === "name") {
      const problem = assetNameProblem(value);
      if (problem !== undefined) return validation(`"name" ${problem}.`);
      fields.name = value;
    } else {
      fields.cyber_system_id = value;
    }
  }
  if (!create && Object.keys(fields).length === 0) {
    return validation(`The body is empty; send ${expected}.`);
  }
  return { ok: true, value: fields };
}
