// What `cip-sync doctor` finds in the service's four lists, read raw: where they deviate from the
// spec (2.2, 4.2) in ways that would stop or mislead a plan. Pure: the lists come in as parsed JSON,
// the findings go out in order; the probing is in src/io/, the words on screen in src/cli/.
import { nameKey } from "../../shared/names.ts";
import { ID_PREFIXES, type IdPrefix, quoteId } from "../../shared/service-ids.ts";
import { idShapeProblem } from "../../shared/service-ids.ts";

/** One list as the service answered it. */
export interface ListAnswer {
  /** "/facilities", "/control-centers", "/cyber-systems" or "/cyber-assets". */
  path: ListPath;
  /** The parsed body; `undefined` with `unreadable` when it was not JSON. */
  body: unknown;
  unreadable?: string;
  milliseconds: number;
  /** Rate-limit headers seen on the answer, as "name: value". */
  rateLimitHeaders: string[];
}

export type ListPath = "/facilities" | "/control-centers" | "/cyber-systems" | "/cyber-assets";

/** blocking: nothing can be planned; deviation: a plan may be refused or wrong; info: no harm. */
export type FindingLevel = "blocking" | "deviation" | "info";

export interface Finding {
  level: FindingLevel;
  /** The list the finding is about. */
  path: ListPath | undefined;
  text: string;
}

interface ListRules {
  prefix: IdPrefix;
  required: readonly string[];
  known: readonly string[];
}

export const LIST_RULES: Record<ListPath, ListRules> = {
  "/facilities": {
    prefix: ID_PREFIXES.facility,
    required: ["id", "name"],
    known: ["id", "name", "organization_slug"],
  },
  "/control-centers": {
    prefix: ID_PREFIXES.controlCenter,
    required: ["id", "name"],
    known: ["id", "name", "organization_slug"],
  },
  "/cyber-systems": {
    prefix: ID_PREFIXES.cyberSystem,
    required: ["id", "name"],
    known: ["id", "name", "facility_id", "control_center_id", "organization_slug"],
  },
  "/cyber-assets": {
    prefix: ID_PREFIXES.cyberAsset,
    required: ["id", "name", "cyber_system_id", "asset_type"],
    known: ["id", "name", "cyber_system_id", "asset_type", "organization_slug"],
  },
};

/** At most this many records are named per kind of finding; the rest are counted. */
const NAMED = 5;

type JsonRecord = Record<string, unknown>;

/** The findings over the four lists, in the order of the lists, then across them. */
export function analyzeLists(answers: readonly ListAnswer[]): Finding[] {
  const findings: Finding[] = [];
  const records = new Map<ListPath, JsonRecord[]>();
  for (const answer of answers) {
    const list = readList(answer, findings);
    if (list !== undefined) {
      records.set(answer.path, list);
      findings.push(...listFindings(answer.path, list));
    }
    findings.push(...timingFindings(answer, list));
  }
  findings.push(...parentFindings(records), ...nameFindings(records.get("/cyber-assets")));
  return findings;
}

/** The list's records, or undefined (with a blocking finding) when it is not a bare array. */
function readList(answer: ListAnswer, findings: Finding[]): JsonRecord[] | undefined {
  const { path, body } = answer;
  if (answer.unreadable !== undefined) {
    findings.push({
      level: "blocking",
      path,
      text: `the answer is not JSON (${answer.unreadable})`,
    });
    return undefined;
  }
  if (!Array.isArray(body)) {
    const shape =
      body === null
        ? "null"
        : typeof body === "object"
          ? `an object with ${describeKeys(body as JsonRecord)}`
          : typeof body;
    findings.push({
      level: "blocking",
      path,
      text: `the answer is ${shape}, not a bare JSON array as the spec shows (a wrapped or paged list): nothing can be planned from it; ask the API owner how lists are returned`,
    });
    return undefined;
  }
  return body.map((item) =>
    typeof item === "object" && item !== null && !Array.isArray(item) ? (item as JsonRecord) : {},
  );
}

function listFindings(path: ListPath, list: readonly JsonRecord[]): Finding[] {
  const rules = LIST_RULES[path];
  const missing: string[] = [];
  const badIds: string[] = [];
  const extra = new Set<string>();
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  list.forEach((record, index) => {
    const absent = rules.required.filter((field) => typeof record[field] !== "string");
    if (absent.length > 0)
      missing.push(`record ${index}${idText(record)} lacks ${absent.join(", ")}`);
    for (const field of Object.keys(record)) {
      if (!rules.known.includes(field)) extra.add(quoteId(field));
    }
    const id = record.id;
    if (typeof id !== "string") return;
    const problem = idShapeProblem(id, rules.prefix);
    if (problem !== undefined) badIds.push(`record ${index}: ${problem}`);
    const earlier = seen.get(id);
    if (earlier === undefined) seen.set(id, index);
    else duplicates.push(`${quoteId(id)} (records ${earlier} and ${index})`);
  });
  const findings: Finding[] = [];
  const add = (level: FindingLevel, items: string[], what: string) => {
    if (items.length > 0) findings.push({ level, path, text: `${what}: ${named(items)}` });
  };
  add("deviation", missing, "records missing a required field (a plan refuses the list)");
  add(
    "deviation",
    badIds,
    `ids without the ${rules.prefix} prefix or of another shape (a plan refuses the list)`,
  );
  add("deviation", duplicates, "duplicate ids (a plan refuses the list)");
  add(
    "info",
    [...extra].sort(),
    "extra fields the spec does not show (accepted; cip-sync reads only the fields it uses)",
  );
  return findings;
}

function timingFindings(answer: ListAnswer, list: readonly JsonRecord[] | undefined): Finding[] {
  const size = list === undefined ? "" : `${list.length} record${list.length === 1 ? "" : "s"} in `;
  const findings: Finding[] = [
    { level: "info", path: answer.path, text: `${size}${Math.round(answer.milliseconds)} ms` },
  ];
  if (answer.rateLimitHeaders.length > 0) {
    findings.push({
      level: "info",
      path: answer.path,
      text: `rate-limit headers: ${answer.rateLimitHeaders.join(", ")}`,
    });
  }
  return findings;
}

/** Cyber systems whose facility or control center is not in its list. */
function parentFindings(records: ReadonlyMap<ListPath, JsonRecord[]>): Finding[] {
  const systems = records.get("/cyber-systems");
  const facilities = records.get("/facilities");
  const centers = records.get("/control-centers");
  if (systems === undefined || facilities === undefined || centers === undefined) return [];
  const facilityIds = new Set(facilities.map((record) => record.id));
  const centerIds = new Set(centers.map((record) => record.id));
  const orphans: string[] = [];
  systems.forEach((system, index) => {
    const facility = system.facility_id;
    const center = system.control_center_id;
    if (typeof facility === "string" && !facilityIds.has(facility)) {
      orphans.push(
        `record ${index}${idText(system)}: facility_id ${quoteId(facility)} is not in /facilities`,
      );
    } else if (typeof center === "string" && !centerIds.has(center)) {
      orphans.push(
        `record ${index}${idText(system)}: control_center_id ${quoteId(center)} is not in /control-centers`,
      );
    }
  });
  if (orphans.length === 0) return [];
  return [
    {
      level: "deviation",
      path: "/cyber-systems",
      text: `cyber systems whose parent is missing (documents naming them cannot be resolved): ${named(orphans)}`,
    },
  ];
}

/** Asset names that are one name under our rules (case and Unicode form ignored). */
function nameFindings(assets: readonly JsonRecord[] | undefined): Finding[] {
  if (assets === undefined) return [];
  const holders = new Map<string, string[]>();
  for (const asset of assets) {
    if (typeof asset.name !== "string") continue;
    const key = nameKey(asset.name);
    holders.set(key, [...(holders.get(key) ?? []), `${quoteId(asset.name)}${idText(asset)}`]);
  }
  const collisions = [...holders.values()]
    .filter((names) => names.length > 1)
    .map((names) => names.join(" and "));
  if (collisions.length === 0) return [];
  return [
    {
      level: "deviation",
      path: "/cyber-assets",
      text: `asset names that collide under the inventory's name rules (case ignored; a plan cannot tell them apart): ${named(collisions)}`,
    },
  ];
}

function idText(record: JsonRecord): string {
  return typeof record.id === "string" ? ` (id ${quoteId(record.id)})` : "";
}

function named(items: readonly string[]): string {
  const shown = items.slice(0, NAMED).join("; ");
  return items.length > NAMED ? `${shown}; and ${items.length - NAMED} more` : shown;
}

function describeKeys(body: JsonRecord): string {
  const keys = Object.keys(body)
    .slice(0, 5)
    .map((key) => quoteId(key));
  return keys.length === 0 ? "no fields" : `the fields ${keys.join(", ")}`;
}

/** The doctor's checks of the way to the service, in the order they are made. */
export type CheckName =
  | "settings"
  | "proxy"
  | "dns"
  | "tcp"
  | "tls"
  | "request"
  | "key"
  | "writes"
  | "lists"
  | "planned paths"
  /** The GitHub repository's default branch requires the status cip-sync/policy. */
  | "policy status"
  /** The evidence branch is protected against deletion and force pushes (branch-guards.ts). */
  | "ledger"
  /** A ruleset on the default branch requires an approving review (branch-guards.ts). */
  | "approvals"
  /** cip-ledger.yaml on the default branch binds the ledger's writer to its keys. */
  | "writer";

export interface Check {
  name: CheckName;
  outcome: "ok" | "failed" | "skipped" | "deviates";
  detail: string;
  fix?: string | undefined;
}

/** What `cip-sync doctor` found: the checks, the findings over the four lists, and its exit code. */
export interface DoctorReport {
  exitCode: 0 | 1 | 2;
  checks: readonly Check[];
  findings: readonly Finding[];
}

/**
 * doctor's exit code: 1 for a failed check or a blocking finding (nothing can be planned), 2 for a
 * deviation (a check that deviates, or a finding), 0 otherwise: extra fields alone are harmless.
 */
export function doctorExitCode(
  checks: ReadonlyArray<{ outcome: string }>,
  findings: readonly Finding[],
): 0 | 1 | 2 {
  if (checks.some((check) => check.outcome === "failed")) return 1;
  if (findings.some((finding) => finding.level === "blocking")) return 1;
  if (checks.some((check) => check.outcome === "deviates")) return 2;
  return findings.some((finding) => finding.level === "deviation") ? 2 : 0;
}
