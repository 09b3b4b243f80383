// The sticky pull-request comment as a value: a hidden JSON header that identifies it (workspace)
// and says what it shows (plan fingerprint, head commit, status), a visible status line, then the
// rendered plan or result, cut to fit GitHub's limit. `formatComment` and `parseComment` round-trip.
// Pure functions; the comment's I/O is in src/github/notices/sticky-comment.ts.

import { isOneOf } from "../../core/shared/collections.ts";
import type { CommentHeader } from "../../core/review/code-host.ts";
import { COMMENT_STATUSES } from "../../core/review/outcomes.ts";
import {
  type RecordedSubjects,
  recordedSubjectsOf,
} from "../../core/review/policy/recorded-subjects.ts";
import { SHA256_DIGEST } from "../../core/shared/sha256.ts";

export type { CommentHeader };

/** GitHub rejects issue comments longer than this many characters. */
export const COMMENT_MAX_LENGTH = 65_536;

/**
 * A comment as a value: what `formatComment` writes and `parseComment` reads back. Fields a later
 * version adds to the header (e.g. the operations' digests, the cyber systems) are added to
 * CommentHeader and written into the same JSON object; a parser ignores the keys it does not know.
 */
export interface PlanComment {
  header: CommentHeader;
  /** Markdown saying what the comment shows and what happens next. */
  statusLine: string;
  /** The plan, result or diagnostics, as rendered. */
  rendered: string;
}

export interface CommentContent extends CommentHeader {
  statusLine: string;
  /** Renders the plan, result or diagnostics in at most `maxLength` characters. */
  render: (maxLength: number) => string;
}

/** The header format: a new version is written only when a reader of this one would misread it. */
const HEADER_VERSION = 1;
const HEADER_PREFIX = "<!-- cip-sync ";
const HEADER_SUFFIX = " -->";
/** Starts the rendered part, so that a later comment can quote what this one showed. */
const RENDERED_MARKER = "<!-- cip-sync:rendered -->";

function titleOf(header: Pick<CommentHeader, "workspace" | "deletes">): string {
  const title = `### Inventory plan: workspace \`${header.workspace}\``;
  if (header.deletes === undefined) return title;
  return `${title} · ${header.deletes === 0 ? "no deletes" : `deletes ${header.deletes} cyber asset${header.deletes === 1 ? "" : "s"}`}`;
}

/** The hidden first line: `<!-- cip-sync {"v":1,...} -->`, with nothing in it that ends the comment. */
function headerLine(header: CommentHeader): string {
  const { workspace, fingerprint, ...rest } = header;
  const json = JSON.stringify({
    v: HEADER_VERSION,
    workspace,
    fingerprint: fingerprint ?? null,
    ...rest,
  })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e");
  return `${HEADER_PREFIX}${json}${HEADER_SUFFIX}`;
}

/** Everything before the rendered part. */
function commentHead(comment: Omit<PlanComment, "rendered">): string {
  const { header, statusLine } = comment;
  return [headerLine(header), titleOf(header), "", statusLine, "", RENDERED_MARKER, ""].join("\n");
}

/** The comment's body; throws when over GitHub's limit, as GitHub would refuse it. */
export function formatComment(comment: PlanComment): string {
  const body = commentHead(comment) + comment.rendered;
  if (body.length > COMMENT_MAX_LENGTH) {
    throw new Error(
      `comment is ${body.length} characters, over GitHub's limit of ${COMMENT_MAX_LENGTH}`,
    );
  }
  return body;
}

/** The comment, its rendered part cut by `content.render` to the room left under GitHub's limit. */
export function buildCommentBody(content: CommentContent): string {
  const { render, statusLine, ...header } = content;
  const remaining = COMMENT_MAX_LENGTH - commentHead({ header, statusLine }).length;
  if (remaining <= 0)
    throw new Error("comment header and status line exceed GitHub's comment limit");
  const rendered = render(remaining);
  // The renderer promises to respect maxLength; a comment GitHub would reject must never be sent.
  if (rendered.length > remaining) {
    throw new Error(
      `rendered comment body is ${rendered.length} characters, over the ${remaining} left under GitHub's limit`,
    );
  }
  return formatComment({ header, statusLine, rendered });
}

/**
 * The comment this Action wrote for `workspace`, or undefined when `body` is not one. Reads the
 * JSON header and, from comments written before it, the two-line header. Callers must also check
 * the comment's author: the header alone can be pasted by anyone.
 */
export function parseComment(body: string, workspace: string): PlanComment | undefined {
  const text = body.replace(/\r\n/g, "\n");
  const lines = text.split("\n");
  const json = parseJsonHeader(lines[0] ?? "", workspace);
  const header = json ?? parseLegacyHeader(lines[0] ?? "", lines[1] ?? "", workspace);
  if (header === undefined) return undefined;
  const afterHeader = lines.slice(json === undefined ? 2 : 1).join("\n");
  const title = `${titleOf(header)}\n\n`;
  const marker = `\n\n${RENDERED_MARKER}\n`;
  const end = afterHeader.indexOf(marker);
  if (!afterHeader.startsWith(title) || end < 0) return undefined;
  return {
    header,
    statusLine: afterHeader.slice(title.length, end),
    rendered: afterHeader.slice(end + marker.length),
  };
}

const COMMIT = /^[0-9a-f]{7,64}$/;

function parseJsonHeader(line: string, workspace: string): CommentHeader | undefined {
  if (!line.startsWith(HEADER_PREFIX) || !line.endsWith(HEADER_SUFFIX)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(HEADER_PREFIX.length, -HEADER_SUFFIX.length));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const { fingerprint } = fields;
  if (fields.v !== HEADER_VERSION || fields.workspace !== workspace) return undefined;
  const header = checkedHeader(
    workspace,
    fingerprint === null ? "none" : fingerprint,
    fields.head,
    fields.status,
  );
  if (header === undefined) return undefined;
  const operations = stringsMatching(fields.operations, DIGEST);
  const systems = stringsMatching(fields.systems, SYSTEM_ID);
  const { deletes, policy } = fields;
  return {
    ...header,
    ...(operations === undefined ? {} : { operations }),
    ...(systems === undefined ? {} : { systems }),
    ...(recordedSubjectsOf(policy) === undefined ? {} : { policy: policy as RecordedSubjects }),
    ...(Number.isSafeInteger(deletes) && (deletes as number) >= 0
      ? { deletes: deletes as number }
      : {}),
  };
}

/** An operation digest (core/operation-digest.ts): 128 bits, base64url. */
const DIGEST = /^[A-Za-z0-9_-]{22}$/;
/** A cyber system id as the service writes it; anything else is not one of ours. */
const SYSTEM_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** `value` when it is an array of strings that all match `pattern`; otherwise read as absent. */
function stringsMatching(value: unknown, pattern: RegExp): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((item) => typeof item === "string" && pattern.test(item))
    ? (value as string[])
    : undefined;
}

/** The header comments had before the JSON one: a workspace line, then the plan line. */
function parseLegacyHeader(
  marker: string,
  line: string,
  workspace: string,
): CommentHeader | undefined {
  if (marker !== `<!-- cip-sync:workspace=${workspace} -->`) return undefined;
  const match = /^<!-- cip-sync:plan fingerprint=(\S+) head=(\S+) status=(\S+) -->$/.exec(line);
  if (match === null) return undefined;
  return checkedHeader(workspace, match[1], match[2], match[3]);
}

function checkedHeader(
  workspace: string,
  fingerprint: unknown,
  head: unknown,
  status: unknown,
): CommentHeader | undefined {
  if (
    typeof fingerprint !== "string" ||
    (fingerprint !== "none" && !SHA256_DIGEST.test(fingerprint))
  )
    return undefined;
  if (typeof head !== "string" || !COMMIT.test(head) || !isOneOf(COMMENT_STATUSES, status))
    return undefined;
  return { workspace, fingerprint: fingerprint === "none" ? undefined : fingerprint, head, status };
}

/** The pointer a shortened comment ends with: the job summary holds everything. */
export function truncatedNote(runUrl: string): string {
  return `The rest does not fit in a comment: the complete plan is in the [job summary of this run](${runUrl}).`;
}

/** What a comment built by buildCommentBody rendered below its status line, or undefined. */
export function renderedPartOf(body: string): string | undefined {
  const match = /\r?\n<!-- cip-sync:rendered -->\r?\n/.exec(body);
  return match === null ? undefined : body.slice(match.index + match[0].length);
}
