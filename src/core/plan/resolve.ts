// Binds each inventory document to the live cyber system it declares (spec 2.1/2.2): by id or by
// exact name, narrowed and checked by the facility or control center the document claims. The
// base's documents (`--base`) are bound the same way (bindBase): a plan compares its base with its
// head system by system through these bindings, never by a system's name alone, which another
// facility's system may share.
import type {
  ControlCenter,
  CyberSystem,
  Facility,
  LiveInventory,
} from "../shared/live-records.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import type { InventoryDocument, Located } from "../inventory/document/document.ts";
import type { ParentKind, ResolvedDocument, SystemRef } from "./plan-model.ts";
import { parentKindWord } from "./plan-model.ts";
import { groupBy } from "../shared/collections.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import { closestNames, compareCodePoints } from "../shared/names.ts";

/** The live hierarchy by id. */
export interface LiveIndex {
  facilities: Map<string, Facility>;
  controlCenters: Map<string, ControlCenter>;
  systems: Map<string, CyberSystem>;
}

export function indexLive(live: LiveInventory): LiveIndex {
  return {
    facilities: new Map(live.facilities.map((facility) => [facility.id, facility])),
    controlCenters: new Map(live.controlCenters.map((center) => [center.id, center])),
    systems: new Map(live.cyberSystems.map((system) => [system.id, system])),
  };
}

/**
 * A live system as plans show it (keys in code-point order, like every object of a plan, so that
 * fingerprinting needs no copy). `claimedControlCenter` stands in for the parent when the
 * service does not show one (spec 2.1 shows only `facility_id`). A parent missing from the
 * parent lists is shown by its id.
 */
export function systemRefOf(
  system: CyberSystem,
  index: LiveIndex,
  claimedControlCenter?: ControlCenter,
): SystemRef {
  const base = { id: system.id, name: system.name };
  if (system.facility_id) {
    const facility = index.facilities.get(system.facility_id);
    const parentName = facility?.name ?? system.facility_id;
    return { ...base, parent: { id: system.facility_id, kind: "facility", name: parentName } };
  }
  if (system.control_center_id) {
    const center = index.controlCenters.get(system.control_center_id);
    const parentName = center?.name ?? system.control_center_id;
    return {
      ...base,
      parent: { id: system.control_center_id, kind: "control_center", name: parentName },
    };
  }
  if (claimedControlCenter) {
    const { id, name } = claimedControlCenter;
    return { ...base, parent: { id, kind: "control_center", name } };
  }
  return { ...base, parent: null };
}

/** The ref with the document's declared impact, keys still in code-point order. */
function withImpact(ref: SystemRef, document: InventoryDocument): SystemRef {
  const impact = document.impact?.value;
  return impact === undefined ? ref : { id: ref.id, impact, name: ref.name, parent: ref.parent };
}

/** `"Protection System" (cs_1) at facility "Substation Alpha" (fac_1)`. */
export function describeSystem(ref: SystemRef): string {
  const parent = ref.parent;
  const where = parent
    ? ` at ${parentKindWord(parent.kind)} ${quote(parent.name)} (${parent.id})`
    : ", parent not shown by the service";
  return `${quote(ref.name)} (${ref.id})${where}`;
}

const LIST_HINT =
  "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";

interface ParentClaim {
  kind: ParentKind;
  claim: Located<string>;
  /** The live records the claim names (by id, else by exact name); never empty. */
  records: (Facility | ControlCenter)[];
  /** Their ids. */
  ids: ReadonlySet<string>;
}

type ClaimCheck = "match" | "mismatch" | "unknown";

/** The live records by name, besides `index` by id. */
interface Lookup {
  index: LiveIndex;
  systemsByName: Map<string, CyberSystem[]>;
  facilitiesByName: Map<string, Facility[]>;
  centersByName: Map<string, ControlCenter[]>;
}

/**
 * The system a document means, or the one diagnostic that says why there is none; `unknown` when
 * the service holds nothing by the name or id the document gives (its system or its parent).
 */
type Choice =
  | { system: CyberSystem; ref: SystemRef; warning?: Diagnostic }
  | { error: Diagnostic; unknown?: true };

/**
 * From this many documents naming what the service does not hold, and at least half of them, the
 * likelier cause is a key of another organization than a typo in each file.
 */
const OTHER_ORGANIZATION_MIN_UNKNOWN = 3;

/** The hint after many unknown names: each key reads and writes one organization's records. */
function otherOrganizationHint(unknown: number, documents: number): Diagnostic {
  return {
    severity: "warning",
    message: `${unknown} of ${documents} documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run \`cip-sync import --out DIR\` with it to see what it reads`,
  };
}

export function resolveInventory(
  documents: InventoryDocument[],
  live: LiveInventory,
): { resolved: ResolvedDocument[]; diagnostics: Diagnostic[] } {
  const lookup: Lookup = {
    index: indexLive(live),
    systemsByName: groupBy(live.cyberSystems, (system) => system.name),
    facilitiesByName: groupBy(live.facilities, (facility) => facility.name),
    centersByName: groupBy(live.controlCenters, (center) => center.name),
  };
  const diagnostics: Diagnostic[] = [];
  const resolved: ResolvedDocument[] = [];
  const claimedBy = new Map<string, InventoryDocument>();
  let unknown = 0;
  for (const document of documents) {
    const choice = chooseSystem(document, lookup);
    if ("error" in choice) {
      diagnostics.push(choice.error);
      if (choice.unknown) unknown += 1;
      continue;
    }
    const { system, ref, warning } = choice;
    if (warning) diagnostics.push(warning);
    const earlier = claimedBy.get(system.id);
    if (earlier) {
      diagnostics.push({
        severity: "error",
        message: `cyber system ${describeSystem(ref)} is declared by two documents, here and at ${formatLocation(earlier.cyberSystem.location)}; merge them into one document`,
        location: document.cyberSystem.location,
        related: [earlier.cyberSystem.location],
      });
      continue;
    }
    claimedBy.set(system.id, document);
    resolved.push({ document, system: withImpact(ref, document) });
  }
  if (unknown >= OTHER_ORGANIZATION_MIN_UNKNOWN && unknown * 2 >= documents.length) {
    diagnostics.push(otherOrganizationHint(unknown, documents.length));
  }
  return { resolved, diagnostics };
}

/**
 * The base's documents that bind to one live system each, in base order. One that binds to none
 * (its system gone from the service, a name the base left ambiguous, a second document of one
 * system) declared no system the plan can compare, and is left out.
 */
export function bindBase(
  base: readonly InventoryDocument[],
  live: LiveInventory,
): ResolvedDocument[] {
  // A document that names both a facility and a control center did not parse at the base (the
  // reader reports it as an error): it declared no one system.
  const valid = base.filter(
    (document) => document.facility === undefined || document.controlCenter === undefined,
  );
  return resolveInventory(valid, live).resolved;
}

function chooseSystem(document: InventoryDocument, lookup: Lookup): Choice {
  if (document.facility && document.controlCenter) {
    // parseInventoryText reports this to the user, and the engine stops on its errors.
    throw new Error(
      `the document at ${formatLocation(document.location)} names both a facility and a control center; parseInventoryText rejects this before resolution`,
    );
  }
  const { index } = lookup;
  const wanted = document.cyberSystem;
  let parent: ParentClaim | undefined;
  const found = document.facility
    ? findParent("facility", document.facility, lookup)
    : document.controlCenter
      ? findParent("control_center", document.controlCenter, lookup)
      : undefined;
  if (found !== undefined) {
    if ("error" in found) return found;
    parent = found;
  }

  const byId = index.systems.get(wanted.value);
  const candidates = byId ? [byId] : (lookup.systemsByName.get(wanted.value) ?? []);
  if (candidates.length === 0) {
    return {
      error: {
        severity: "error",
        message: `cyber_system ${quote(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
        location: wanted.location,
      },
      unknown: true,
    };
  }

  const { chosen, unchecked } =
    parent === undefined ? { chosen: candidates, unchecked: false } : ofParent(candidates, parent);
  if (parent && chosen.length === 0)
    return { error: mismatch(wanted, parent, candidates, byId !== undefined, index) };
  // Never empty here (no candidate, and no match of the parent, returned above): one is chosen.
  const [system, ...others] = chosen;
  if (system === undefined || others.length > 0)
    return { error: ambiguous(wanted, chosen, parent !== undefined, index) };

  // Unchecked means the claim is a control center the service cannot confirm; it still names
  // the parent in the plan when it names exactly one.
  const claimedCenter = unchecked && parent?.records.length === 1 ? parent.records[0] : undefined;
  const ref = systemRefOf(system, index, claimedCenter);
  if (!unchecked || !parent) return { system, ref };
  const warning: Diagnostic = {
    severity: "warning",
    message: `control_center ${quote(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${quote(system.name)} (${system.id}) belongs to it`,
    location: parent.claim.location,
  };
  return { system, ref, warning };
}

/**
 * Of `candidates`, the systems the parent claim matches; failing any, those the service cannot
 * check it against (`unchecked`: a control center it does not show). Every system of the name is
 * checked, once each: a name that a thousand facilities share costs a thousand comparisons per
 * document, and nothing is built for the mismatches.
 */
function ofParent(
  candidates: readonly CyberSystem[],
  parent: ParentClaim,
): { chosen: CyberSystem[]; unchecked: boolean } {
  const matched: CyberSystem[] = [];
  const unknown: CyberSystem[] = [];
  for (const system of candidates) {
    const result = check(system, parent);
    if (result === "match") matched.push(system);
    else if (result === "unknown") unknown.push(system);
  }
  return matched.length > 0
    ? { chosen: matched, unchecked: false }
    : { chosen: unknown, unchecked: unknown.length > 0 };
}

function findParent(
  kind: ParentKind,
  claim: Located<string>,
  lookup: Lookup,
): ParentClaim | { error: Diagnostic; unknown: true } {
  const byId = kind === "facility" ? lookup.index.facilities : lookup.index.controlCenters;
  const byName: Map<string, (Facility | ControlCenter)[]> =
    kind === "facility" ? lookup.facilitiesByName : lookup.centersByName;
  const exact = byId.get(claim.value);
  const records = exact ? [exact] : (byName.get(claim.value) ?? []);
  if (records.length > 0) {
    return { kind, claim, records, ids: new Set(records.map((record) => record.id)) };
  }
  const key = kind === "facility" ? "facility" : "control_center";
  return {
    error: {
      severity: "error",
      message: `${key} ${quote(claim.value)} matches no ${parentKindWord(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
      location: claim.location,
    },
    unknown: true,
  };
}

function check(system: CyberSystem, parent: ParentClaim): ClaimCheck {
  const { ids } = parent;
  if (parent.kind === "facility") {
    return system.facility_id && ids.has(system.facility_id) ? "match" : "mismatch";
  }
  if (system.control_center_id) return ids.has(system.control_center_id) ? "match" : "mismatch";
  return system.facility_id ? "mismatch" : "unknown";
}

function ambiguous(
  wanted: Located<string>,
  chosen: CyberSystem[],
  hasParent: boolean,
  index: LiveIndex,
): Diagnostic {
  const refs = sortSystems(chosen).map((system) => systemRefOf(system, index));
  const listed = refs.map(describeSystem).join("; ");
  // A source's generated document says which through the source's systems, so show that form too.
  const [first] = refs;
  const qualified =
    first?.parent === undefined || first.parent === null
      ? ""
      : ` (a source names it in its systems as { cyber_system: ${first.name}, ${first.parent.kind}: ${first.parent.name} })`;
  const fix = hasParent
    ? "give the cyber system's id as cyber_system"
    : `add facility or control_center to say which${qualified}, or give the cyber system's id as cyber_system`;
  return {
    severity: "error",
    message: `cyber_system ${quote(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
    location: wanted.location,
  };
}

function mismatch(
  wanted: Located<string>,
  parent: ParentClaim,
  candidates: CyberSystem[],
  foundById: boolean,
  index: LiveIndex,
): Diagnostic {
  const key = parent.kind === "facility" ? "facility" : "control_center";
  const claimed = `${key} ${quote(parent.claim.value)}`;
  const described = sortSystems(candidates).map((system) =>
    describeSystem(systemRefOf(system, index)),
  );
  if (foundById) {
    return {
      severity: "error",
      message: `${claimed} does not match cyber system ${described[0]}; correct ${key} or cyber_system`,
      location: parent.claim.location,
      related: [wanted.location],
    };
  }
  return {
    severity: "error",
    message: `no cyber system named ${quote(wanted.value)} is at ${parentKindWord(parent.kind)} ${quote(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
    location: wanted.location,
    related: [parent.claim.location],
  };
}

function suggest(wanted: string, names: string[]): string {
  const close = closestNames(wanted, names);
  if (close.length === 0) return LIST_HINT;
  const quoted = close.map((name) => quote(name));
  const last = quoted.pop();
  return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}

function sortSystems(systems: CyberSystem[]): CyberSystem[] {
  return [...systems].sort(
    (a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id),
  );
}
