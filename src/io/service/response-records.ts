// Reading the service's answers: JSON bodies checked against the record schemas (spec 4.2), lists
// checked record by record and for duplicate ids, and the service's own error sentence, made safe
// to print.
import { z } from "zod";
import { redactedLine } from "../../core/shared/text/redact.ts";
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";
import { ApiError, type Method, statusLine } from "./api-error.ts";
import {
  checkedRecord,
  duplicateIdProblem,
  type RecordKind,
  recordIdProblem,
  shareRepeatedValues,
} from "./service-records.ts";

/** One answer of the service, as read. */
export interface RawResponse {
  status: number;
  text: string;
  /** The attempt that got this answer, 1-based. */
  attempt?: number;
}

/** The request an answer belongs to, and how to mask secrets in messages about it. */
export interface AnswerContext {
  method: Method;
  path: string;
  redact: (text: string) => string;
  /** The request may have taken effect although its answer is unreadable (a create's 201). */
  ambiguous?: boolean;
  /** Called with each record read whole, as parsed and as sent, to keep what the schema strips. */
  keepRaw?: (record: { id: string }, raw: unknown) => void;
}

/**
 * The error bodies seen: the spec's envelope `{"error": {"code", "message"}}`, the service's
 * documented `{"error": "Unauthorized", "message": "..."}`, and any JSON object with a `message`.
 */
const serviceErrorSchema = z.union([
  z.object({ error: z.object({ message: z.string() }) }).transform((body) => body.error.message),
  z.object({ message: z.string() }).transform((body) => body.message),
]);

/** A list answer as records of `kind`, refusing the whole list for one bad record or repeated id. */
export function readRecordList<T extends { id: string }>(
  response: RawResponse,
  kind: RecordKind<T>,
  context: AnswerContext,
): T[] {
  const parsed = readJson(response, context);
  if (!Array.isArray(parsed)) {
    throw badBody(response.status, "expected a JSON array of records", context);
  }
  const records: T[] = new Array(parsed.length);
  for (let index = 0; index < parsed.length; index++) {
    const record = checkedRecord(parsed[index], kind);
    if (record !== undefined && recordIdProblem(record, kind) === undefined) {
      records[index] = record;
      continue;
    }
    const checked = checkedAnswer(parsed[index], kind);
    if ("problem" in checked) {
      // A record with a field missing is named by its id too; a bad id is quoted by the problem.
      const named = checked.shapeWrong ? recordIdText(parsed[index]) : "";
      const reason = `record ${index}${named} is not a ${kind.noun}: ${checked.problem}`;
      throw badBody(response.status, reason, context);
    }
    records[index] = checked.record;
  }
  const duplicate = duplicateIdProblem(records);
  if (duplicate !== undefined) throw badBody(response.status, duplicate, context);
  shareRepeatedValues(records, kind);
  // Only a list accepted whole is kept from.
  const { keepRaw } = context;
  if (keepRaw !== undefined) {
    records.forEach((record, index) => keepRaw(record, parsed[index]));
  }
  return records;
}

/** One record of `kind`, or an ApiError saying what is wrong with the body. */
export function readRecord<T>(
  response: RawResponse,
  kind: RecordKind<T>,
  context: AnswerContext,
): T {
  const body = readJson(response, context);
  const checked = checkedAnswer(body, kind);
  if ("record" in checked) {
    context.keepRaw?.(checked.record as { id: string }, body);
    return checked.record;
  }
  const reason = `the response is not a ${kind.noun}: ${checked.problem}`;
  throw badBody(response.status, reason, context);
}

/**
 * The record, or why it is not one of `kind`: checked without zod (see checkedRecord), and by the
 * schema only when that check fails, so that the words are the schema's.
 */
function checkedAnswer<T>(
  raw: unknown,
  kind: RecordKind<T>,
): { record: T } | { problem: string; shapeWrong: boolean } {
  let record = checkedRecord(raw, kind);
  if (record === undefined) {
    const result = kind.schema.safeParse(raw);
    if (!result.success) return { problem: describeIssues(result.error, raw), shapeWrong: true };
    record = result.data;
  }
  const problem = recordIdProblem(record, kind);
  return problem === undefined ? { record } : { problem, shapeWrong: false };
}

/**
 * The service's error sentence (its `message`, else the whole body), on one line, without any of
 * `secrets` (the key and the proxy credentials: masked before the line is cut) and with hidden
 * characters shown; undefined for an empty body.
 */
export function serviceMessage(text: string, secrets: readonly string[]): string | undefined {
  if (text.trim() === "") return undefined;
  let message: string;
  try {
    const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
    message = parsed.success ? parsed.data : text;
  } catch {
    message = text;
  }
  // The service's text reaches terminals and logs: escape sequences and bidirectional controls
  // in it are shown as \uXXXX, never interpreted.
  return revealHiddenCharacters(redactedLine(message, secrets, 300));
}

function readJson(response: RawResponse, context: AnswerContext): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    throw badBody(response.status, "the response body is not JSON", context);
  }
}

function badBody(status: number, problem: string, context: AnswerContext): ApiError {
  return new ApiError({
    method: context.method,
    path: context.path,
    status,
    serviceMessage: undefined,
    ambiguous: context.ambiguous ?? false,
    reason: context.redact(`${statusLine(status)} but ${problem}`),
  });
}

function describeIssues(error: z.ZodError, record: unknown): string {
  const present = typeof record === "object" && record !== null ? record : {};
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join(".");
      // A field absent altogether: named as missing rather than by the schema's complaint.
      if (issue.path.length === 1 && !Object.hasOwn(present, field)) {
        return `the required field "${field}" is missing`;
      }
      return `${field === "" ? "" : `${field}: `}${issue.message}`;
    })
    .join("; ");
}

/** ` (id "ca_1")` for a record whose id can be shown, else nothing. */
function recordIdText(record: unknown): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? ` (id "${id}")` : "";
}
