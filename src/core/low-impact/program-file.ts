// The low-impact program file, low-impact/program.yaml: the cyber security policies the program
// has, each with the topics of R1 Part 1.2 it addresses, and its Cyber Security Incident response
// plans, each with the sites it covers. Reviewed and merged like the site files, it stands until a
// later merge changes or removes it. Why a file of its own: M1 asks for the "review of each cyber
// security policy at least once every 15 calendar months; and documented approval by the CIP
// Senior Manager for each cyber security policy", and Attachment 1 Section 4 for "one or more
// Cyber Security Incident response plan(s), either by asset or group of assets": each policy and
// each plan is a subject of its own from the merge that declares it, not from the first record
// that happens to name it (core/obligations/low-impact/program-clocks-pass.ts). Read with
// positions, every mistake at file:line:column with what to write instead. Pure.
//
//   version: 1
//   policies:
//     - id: POL-A
//       topics: [awareness, physical_security, electronic_access, incident_response]
//   plans:
//     - id: IR-1
//       sites: [Substation 12]
import type { YAMLMap } from "yaml";
import type { LowImpactFileShown } from "../families/low-impact/low-impact-shape.ts";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type { KnownParents } from "../plan/reviewed-file-set.ts";
import { sitesKnown } from "./parse-site-file.ts";
import { POLICY_TOPIC_KEYS, type PolicyTopic } from "./program-record.ts";
import { LOW_IMPACT_FOLDER } from "./site-file.ts";

/** The program file's path from the repository root. */
export const PROGRAM_FILE = `${LOW_IMPACT_FOLDER}/program.yaml`;

/** The version of the program file's shape. */
export const PROGRAM_FILE_VERSION = 1;

/** A cyber security policy the program declares, with the topics of R1 Part 1.2 it addresses. */
export interface DeclaredPolicy {
  id: string;
  topics: PolicyTopic[];
}

/** A Cyber Security Incident response plan the program declares, with the sites it covers. */
export interface DeclaredPlan {
  id: string;
  sites: string[];
}

/** What the program file declares. */
export interface ProgramFile {
  policies: DeclaredPolicy[];
  plans: DeclaredPlan[];
}

/** Whether `path` is the program file: from the repository root, or (`named`) as review names it. */
export function isProgramFile(path: string, from: "root" | "named" = "root"): boolean {
  return from === "root"
    ? path === PROGRAM_FILE
    : path === PROGRAM_FILE || path.endsWith(`/${PROGRAM_FILE}`);
}

const KEYS = ["version", "policies", "plans"] as const;

/**
 * Reads the program file, every mistake at its file:line:column; given `known`, each plan's sites
 * are also held to the facilities and control centers known, as a site file's are.
 */
export function parseProgramFileText(
  text: string,
  file: string,
  known?: KnownParents,
): ParsedReviewedFile<ProgramFile> {
  const kind = { what: "the low-impact program file", version: PROGRAM_FILE_VERSION };
  return parseReviewedFile<ProgramFile>(text, file, kind, (reader, map) =>
    programOf(reader, map, known),
  );
}

function programOf(
  reader: ReviewedFileReader,
  map: YAMLMap<unknown, unknown>,
  known: KnownParents | undefined,
): ProgramFile | undefined {
  const fields = reader.fileFields(map, KEYS, KEYS, "the low-impact program file");
  if (fields === undefined) return undefined;
  // Both read, so that a mistake in each is reported in one run.
  const policies = policiesOf(reader, fields);
  const plans = plansOf(reader, fields, known);
  return policies && plans && { policies, plans };
}

/** A policy as `policies` declares it, and a plan as `plans` does. */
const POLICY = {
  noun: "policy",
  shape: "{ id: POL-A, topics: [awareness, physical_security] }",
  keys: ["id", "topics"],
};
const PLAN = {
  noun: "plan",
  shape: "{ id: IR-1, sites: [Substation 12] }",
  keys: ["id", "sites"],
};

/** `policies`: "one or more documented cyber security policies" (R1), each id once. */
function policiesOf(reader: ReviewedFileReader, fields: Fields): DeclaredPolicy[] | undefined {
  const idHint = "the policy's id, as review records name it";
  return declaredEntries(reader, fields, { key: "policies", ...POLICY, idHint }, (policy) => {
    const { value, keyOffset } = policy.required("topics");
    const topics = reader.choiceList(
      value,
      keyOffset,
      { label: "topics", hint: listOf(POLICY_TOPIC_KEYS) },
      POLICY_TOPIC_KEYS,
    );
    return topics && { topics: topics.map((topic) => topic.value) };
  });
}

/**
 * `plans`: "one or more Cyber Security Incident response plan(s), either by asset or group of
 * assets" (Attachment 1 Section 4), each id once, each with the sites it covers.
 */
function plansOf(
  reader: ReviewedFileReader,
  fields: Fields,
  known: KnownParents | undefined,
): DeclaredPlan[] | undefined {
  const idHint = "the plan's id, as test records name it";
  return declaredEntries(reader, fields, { key: "plans", ...PLAN, idHint }, (plan, id) => {
    const sites = reader.textsField(
      plan,
      "sites",
      "the sites the plan covers, as the site files name them",
    );
    if (id === undefined || sites === undefined) return undefined;
    if (known !== undefined && !sitesKnown(reader, plan.required("sites"), sites, known))
      return undefined;
    return { sites };
  });
}

/**
 * The maps of `entry.key`, each with an `id` no entry before it declares (one declared twice is
 * an error at the second): `rest` reads what else one holds (given the id, undefined when it was
 * refused), both read so that a mistake in each is reported in one run.
 */
function declaredEntries<Rest>(
  reader: ReviewedFileReader,
  fields: Fields,
  entry: {
    key: string;
    noun: string;
    shape: string;
    keys: readonly string[];
    idHint: string;
  },
  rest: (fields: Fields, id: string | undefined) => Rest | undefined,
): ({ id: string } & Rest)[] | undefined {
  return reader.mapsField<{ id: string } & Rest>(
    fields,
    entry.key,
    { ...entry, what: `a ${entry.noun}` },
    (declared, item, before) => {
      const id = reader.textField(declared, "id", entry.idHint);
      const others = rest(declared, id);
      if (id === undefined || others === undefined) return undefined;
      if (before.some((other) => other.id === id)) {
        reader.error(nodeStart(item), `${entry.noun} ${quote(id)} is declared twice; keep one`);
        return undefined;
      }
      return { id, ...others };
    },
  );
}

/**
 * What the plan shows of the program file: what it declares, each policy or plan added, changed
 * or removed against `before` (the file at the commit compared with), and the sites of `sites`
 * (those the checkout's site files name) that no declared plan covers.
 */
export function programShown(
  program: ProgramFile,
  before: ProgramFile | undefined,
  sites: readonly string[],
): NonNullable<LowImpactFileShown["program"]> {
  const covered = new Set(program.plans.flatMap((plan) => plan.sites));
  return {
    policies: program.policies.map((policy) => policy.id),
    plans: program.plans.map((plan) => plan.id),
    changed: [
      ...changedWords("policy", program.policies, before?.policies ?? []),
      ...changedWords("plan", program.plans, before?.plans ?? []),
    ],
    uncovered: [...new Set(sites)].filter((site) => !covered.has(site)).sort(),
  };
}

/** Each of `now` added or changed against `was`, and each of `was` removed, in words. */
function changedWords<T extends { id: string }>(
  what: string,
  now: readonly T[],
  was: readonly T[],
): string[] {
  const before = new Map(was.map((entry) => [entry.id, JSON.stringify(entry)]));
  const after = new Set(now.map((entry) => entry.id));
  return [
    ...now.flatMap((entry) => {
      const had = before.get(entry.id);
      if (had === undefined) return [`${what} ${entry.id} added`];
      return had === JSON.stringify(entry) ? [] : [`${what} ${entry.id} changed`];
    }),
    ...was.filter((entry) => !after.has(entry.id)).map((entry) => `${what} ${entry.id} removed`),
  ];
}
