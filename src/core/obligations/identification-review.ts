// CIP-002-5.1a R2: review the identifications of R1 at least once every 15 calendar months, and have
// the CIP Senior Manager or a delegate approve them, with dated records, even when nothing changed.
// A review is a file in the repository (cip-002-review.yaml, written by `cip-sync review`) that lists
// what was reviewed (each cyber system with its facility or control center, its impact and its
// assets) and freezes its SHA-256. The pull request that changes it is judged by the policy's
// cip_senior_manager (governance.ts); the merge records it with the digest of the inventory it
// merged, and only a review whose listing, frozen digest and merged inventory agree closes the
// obligation: a listing edited by hand, or an inventory changed after the review was written, is a
// review of something else. The file lists every facility and control center with its BES Cyber
// Systems and their Attachment 1 criteria (bes-assets.ts), says that it covers this workspace only,
// and is never written, nor counted, while a system is unrated. Pure: texts and documents in,
// texts and facts out.
import { isNode, LineCounter } from "yaml";
import { z } from "zod";
import type { InventoryDocument } from "../inventory/document/document.ts";
import {
  nodeStart,
  parseYamlDocuments,
  StrictYamlReader,
} from "../inventory/document/yaml-reader.ts";
import { IMPACT_LEVELS } from "../inventory/document/principals.ts";
import { compareDiagnostics, formatLocation } from "../shared/diagnostics.ts";
import { compareCodePoints } from "../shared/names.ts";
import { canonicalJson, SHA256_DIGEST, sha256Hex } from "../shared/sha256.ts";
import type { ReviewEvidence } from "../evidence/records/review-record.ts";
import {
  besAssetsOf,
  criteriaOf,
  type KnownBesAsset,
  scopeText,
  type ServiceBesAssets,
} from "./bes-assets.ts";

export const REVIEW_VERSION = 1;
/** Where the review file is, relative to the repository root, when none is named. */
export const DEFAULT_REVIEW_FILE = "cip-002-review.yaml";

const identificationSchema = z.strictObject({
  cyber_system: z.string(),
  facility: z.string().optional(),
  control_center: z.string().optional(),
  impact: z.enum(IMPACT_LEVELS).nullable(),
  /** CIP-002 Attachment 1 criteria (`criteria:`), such as ["2.5"]; null: not declared. */
  criteria: z.array(z.string()).nullable(),
  assets: z.array(z.strictObject({ name: z.string(), type: z.string() })),
});

/** One cyber system as reviewed: where it is, its impact, and its assets by name and type. */
export type Identification = z.infer<typeof identificationSchema>;

const reviewSchema = z.strictObject({
  version: z.literal(REVIEW_VERSION),
  workspace: z.string().min(1),
  reviewed_on: z.iso.date(),
  inventory_digest: z.string().regex(SHA256_DIGEST),
  /**
   * sha256:... over everything else the file holds (reviewDigest): what `review --check` holds
   * the whole file to. Absent from files written before it was added.
   */
  review_digest: z.string().regex(SHA256_DIGEST).optional(),
  /** What it covers: this workspace only (bes-assets.ts scopeText). */
  scope: z.string(),
  /** Every facility and control center, with its systems' names ([]: it holds none). */
  bes_assets: z.array(
    z.strictObject({
      facility: z.string().optional(),
      control_center: z.string().optional(),
      cyber_systems: z.array(z.string()),
    }),
  ),
  identifications: z.array(identificationSchema),
});

export type IdentificationReview = z.infer<typeof reviewSchema>;

/** The identifications the documents declare, in one order whatever the files' order. */
export function identificationsOf(documents: readonly InventoryDocument[]): Identification[] {
  return documents
    .map((document): Identification => {
      const identification: Identification = {
        cyber_system: document.cyberSystem.value,
        impact: document.impact?.value ?? null,
        criteria: criteriaOf(document) ?? null,
        assets: document.assets
          .map((asset) => ({ name: asset.name, type: asset.type }))
          .sort((a, b) => compareCodePoints(a.name, b.name)),
      };
      if (document.facility !== undefined) identification.facility = document.facility.value;
      if (document.controlCenter !== undefined)
        identification.control_center = document.controlCenter.value;
      return identification;
    })
    .sort(
      (a, b) =>
        compareCodePoints(
          a.facility ?? a.control_center ?? "",
          b.facility ?? b.control_center ?? "",
        ) || compareCodePoints(a.cyber_system, b.cyber_system),
    );
}

/** sha256:... over the canonical JSON of the identifications. */
export function identificationsDigest(identifications: readonly Identification[]): string {
  return `sha256:${sha256Hex(canonicalJson(identifications))}`;
}

// JSON strings are YAML double-quoted scalars: any name is written as data, never as YAML syntax.
const text = (value: string) => JSON.stringify(value);

/**
 * The review file `cip-sync review` writes: its scope, every BES asset with its systems, what it
 * reviewed, and that listing's digest. `service`: the facilities and control centers the service
 * held, each listed (with none when no document names it); without it, only those the documents
 * name, and the scope says so. The caller refuses unrated systems first (unratedSystems).
 */
export function reviewText(
  workspace: string,
  reviewedOn: string,
  documents: readonly InventoryDocument[],
  service?: ServiceBesAssets,
): string {
  const identifications = identificationsOf(documents);
  const lines = [
    `# CIP-002-5.1a R2: the identifications of workspace ${text(workspace)}, reviewed on ${reviewedOn}.`,
    "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
    "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
    "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
    `version: ${REVIEW_VERSION}`,
    `workspace: ${text(workspace)}`,
    `scope: ${text(scopeText(workspace, service?.service))}`,
    `reviewed_on: ${text(reviewedOn)}`,
    `inventory_digest: ${text(identificationsDigest(identifications))}`,
    ...besAssetLines(documents, service?.assets ?? []),
    identifications.length === 0 ? "identifications: []" : "identifications:",
  ];
  const digestAt = lines.findIndex((line) => line.startsWith("inventory_digest:")) + 1;
  for (const identification of identifications) {
    lines.push(`  - cyber_system: ${text(identification.cyber_system)}`);
    if (identification.facility !== undefined)
      lines.push(`    facility: ${text(identification.facility)}`);
    if (identification.control_center !== undefined)
      lines.push(`    control_center: ${text(identification.control_center)}`);
    lines.push(
      `    impact: ${identification.impact === null ? "null" : text(identification.impact)}`,
      `    criteria: ${identification.criteria === null ? "null" : `[${identification.criteria.map(text).join(", ")}]`}`,
    );
    lines.push(identification.assets.length === 0 ? "    assets: []" : "    assets:");
    for (const asset of identification.assets)
      lines.push(`      - { name: ${text(asset.name)}, type: ${text(asset.type)} }`);
  }
  // The digest of what the file holds, as the reader reads it back: one path for both sides.
  const parsed = parseReviewText(`${lines.join("\n")}\n`, "the review written");
  if (parsed.kind === "invalid")
    throw new Error(`reviewText wrote an invalid review: ${parsed.problem}`);
  lines.splice(digestAt, 0, `review_digest: ${text(reviewDigest(parsed.review))}`);
  return `${lines.join("\n")}\n`;
}

/** sha256:... over the review's canonical JSON, its review_digest left out. */
export function reviewDigest(review: IdentificationReview): string {
  const held: Partial<IdentificationReview> = { ...review };
  delete held.review_digest;
  return `sha256:${sha256Hex(canonicalJson(held))}`;
}

/**
 * Why the file is not the one `cip-sync review` wrote, if it is not: its review_digest missing
 * (written before the whole file was frozen) or not matching what it holds (edited by hand: a
 * date, the scope or a BES asset, which the identifications' digest does not cover).
 */
export function reviewFileProblem(review: IdentificationReview): string | undefined {
  if (review.review_digest === undefined)
    return "it has no review_digest (written before 'cip-sync review' froze the whole file)";
  if (review.review_digest !== reviewDigest(review))
    return "it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand)";
  return undefined;
}

/** `bes_assets:` every facility and control center, each with its systems (or none). */
function besAssetLines(
  documents: readonly InventoryDocument[],
  known: readonly KnownBesAsset[],
): string[] {
  const listings = besAssetsOf(documents, known);
  if (listings.length === 0) return ["bes_assets: []"];
  return [
    "bes_assets:",
    ...listings.flatMap((listing) => [
      `  - ${listing.kind}: ${text(listing.name)}`,
      `    cyber_systems: [${listing.cyber_systems.map(text).join(", ")}]${listing.cyber_systems.length === 0 ? " # considered: holds no BES Cyber System" : ""}`,
    ]),
  ];
}

export type ParsedReview =
  { kind: "review"; review: IdentificationReview } | { kind: "invalid"; problem: string };

/** The review file's text, read; a problem names the file, line and column and how to fix it. */
export function parseReviewText(text: string, file: string): ParsedReview {
  const lineCounter = new LineCounter();
  // Read as the policy and the inventory are: `cip-sync review` writes none of their refusals, so
  // a file that has one was edited.
  const reader = new StrictYamlReader(text, file, lineCounter);
  const docs = parseYamlDocuments(text, lineCounter);
  const fix = "write it again with `cip-sync review` and commit it unedited";
  const document = reader.checkedDocument(
    docs,
    'a review file holds one YAML document; remove the extra "---"',
  );
  const [first] = reader.diagnostics.sort(compareDiagnostics);
  if (first !== undefined) {
    // The reader places every error it reports.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the reader places every error it reports
    const at = formatLocation(first.location!);
    return { kind: "invalid", problem: `${at}: ${first.message} (or ${fix})` };
  }
  // An empty file has no document: it is read as null, which is no review.
  const parsed = reviewSchema.safeParse(document?.toJS() ?? null);
  if (parsed.success) return { kind: "review", review: parsed.data };
  // A failed parse has at least one issue; the schema's keys are text and indexes, never symbols.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a failed parse has at least one issue
  const issue = parsed.error.issues[0]!;
  const path = issue.path as (string | number)[];
  const node = document?.getIn(path, true);
  const offset = isNode(node)
    ? nodeStart(node)
    : document?.contents
      ? nodeStart(document.contents)
      : 0;
  const at = formatLocation(reader.at(offset));
  const key = path.join(".");
  const what =
    path.length === 0
      ? `the file is not a review (${issue.message})`
      : issue.code === "invalid_type" && node === undefined
        ? `the review has no "${key}"`
        : `"${key}" is not valid (${issue.message})`;
  return { kind: "invalid", problem: `${at}: ${what}; ${fix}` };
}

/** Whether a review's listing is what it froze, and what the merged inventory declares. */
export function reviewMatches(
  review: IdentificationReview,
  merged: readonly InventoryDocument[],
): { matches: boolean; mergedDigest: string; why?: string } {
  const mergedDigest = identificationsDigest(identificationsOf(merged));
  const unrated = review.identifications.find((identification) => identification.impact === null);
  if (unrated !== undefined)
    return {
      matches: false,
      mergedDigest,
      why: `cyber system "${unrated.cyber_system}" is unrated (no impact:); rate every system before the review`,
    };
  if (identificationsDigest(review.identifications) !== review.inventory_digest)
    return {
      matches: false,
      mergedDigest,
      why: "its listing is not the one its inventory_digest froze (edited by hand)",
    };
  if (review.inventory_digest !== mergedDigest)
    return {
      matches: false,
      mergedDigest,
      why: `the inventory is not the one reviewed (it changed after the review was written: ${identificationChanges(review.identifications, identificationsOf(merged)).join("; ")})`,
    };
  return { matches: true, mergedDigest };
}

/** How many differences a message lists before it counts the rest. */
const CHANGES_LISTED = 5;

/** What differs between the identifications reviewed and those declared now, in words. */
export function identificationChanges(
  reviewed: readonly Identification[],
  now: readonly Identification[],
): string[] {
  const keyOf = (identification: Identification) =>
    `${identification.facility ?? identification.control_center ?? ""}\u0000${identification.cyber_system}`;
  const before = new Map(reviewed.map((identification) => [keyOf(identification), identification]));
  const after = new Map(now.map((identification) => [keyOf(identification), identification]));
  const changes = [
    ...reviewed.flatMap((old) =>
      after.has(keyOf(old)) ? [] : [`${systemWords(old)} is no longer declared`],
    ),
    ...now.flatMap((declared) => {
      const old = before.get(keyOf(declared));
      return old === undefined
        ? [`${systemWords(declared)} was not reviewed`]
        : systemChanges(old, declared);
    }),
  ];
  const more = changes.length - CHANGES_LISTED;
  return more > 0 ? [...changes.slice(0, CHANGES_LISTED), `${more} more`] : changes;
}

function systemWords(identification: Identification): string {
  const parent = identification.facility ?? identification.control_center;
  return `cyber system ${JSON.stringify(identification.cyber_system)}${parent === undefined ? "" : ` of ${JSON.stringify(parent)}`}`;
}

function systemChanges(old: Identification, now: Identification): string[] {
  const system = systemWords(now);
  const value = (text: unknown) => JSON.stringify(text ?? null);
  const changes: string[] = [];
  if (old.impact !== now.impact)
    changes.push(`${system}: impact ${value(now.impact)}, reviewed ${value(old.impact)}`);
  if (value(old.criteria) !== value(now.criteria))
    changes.push(`${system}: criteria ${value(now.criteria)}, reviewed ${value(old.criteria)}`);
  const oldAssets = new Map(old.assets.map((asset) => [asset.name, asset.type]));
  const newAssets = new Map(now.assets.map((asset) => [asset.name, asset.type]));
  for (const [name, type] of newAssets) {
    const was = oldAssets.get(name);
    if (was === undefined) changes.push(`${system}: asset ${value(name)} was not reviewed`);
    else if (was !== type)
      changes.push(`${system}: asset ${value(name)} is ${type}, reviewed ${was}`);
  }
  for (const name of oldAssets.keys())
    if (!newAssets.has(name)) changes.push(`${system}: asset ${value(name)} is no longer declared`);
  return changes;
}

/**
 * The review a merge of `workspace` carried, as its change record keeps it; `text` undefined: the
 * file is gone. A review of another workspace is recorded as not matching, whatever its digest.
 */
export function reviewEvidenceOf(
  file: string,
  text: string | undefined,
  merged: readonly InventoryDocument[],
  workspace: string,
): ReviewEvidence {
  const mergedDigest = identificationsDigest(identificationsOf(merged));
  const unread = { file, reviewed_on: null, inventory_digest: null, merged_digest: mergedDigest };
  if (text === undefined)
    return {
      ...unread,
      matches: false,
      problem: `${file} was removed: there is no review to record`,
    };
  const parsed = parseReviewText(text, file);
  if (parsed.kind === "invalid") return { ...unread, matches: false, problem: parsed.problem };
  const { review } = parsed;
  const judged =
    review.workspace === workspace
      ? reviewMatches(review, merged)
      : { matches: false, why: `it reviews workspace ${review.workspace}, not ${workspace}` };
  return {
    file,
    reviewed_on: review.reviewed_on,
    inventory_digest: review.inventory_digest,
    merged_digest: mergedDigest,
    matches: judged.matches,
    problem: judged.why ?? null,
  };
}
