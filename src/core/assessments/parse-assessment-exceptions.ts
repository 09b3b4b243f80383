// The two records of an assessment file that stand in for an assessment: a technical-feasibility
// record (R3.2: "Where technically feasible"), naming the High systems and its reference; and a
// commissioning exception (R3.3): a like replacement naming the existing asset whose baseline the
// new one models, or a CIP Exceptional Circumstance reference, one of them.
//
//   version: 1
//   id: TF-2026-01
//   kind: technical-feasibility
//   systems: [Legacy Control]
//   reference: TFE-0042
//   reason: the serial relays cannot be scanned actively without tripping
//
//   version: 1
//   id: C-2026-07
//   kind: commissioning
//   cyber_system: Protection System
//   asset: alpha-relay-03
//   like_replacement_of: alpha-relay-01
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import { type Fields } from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type {
  Commissioning,
  CommissioningException,
  TechnicalFeasibility,
} from "./assessment-files.ts";
import { type AssessmentReading, referToEach } from "./assessment-reading.ts";

/** The shared start of a record: its keys checked, version and id read. */
type Start = (
  known: readonly string[],
  required: readonly string[],
) => { id: string; reading: AssessmentReading } | undefined;

export function feasibilityOf(start: Start): TechnicalFeasibility | undefined {
  const keys = ["version", "id", "kind", "systems", "reference", "reason"];
  const read = start(keys, ["version", "id", "systems", "reference", "reason"]);
  if (read === undefined) return undefined;
  const { reader, fields } = read.reading;
  const systems = reader.textsField(
    fields,
    "systems",
    "a High system an active assessment is not technically feasible for",
  );
  const reference = reader.textField(
    fields,
    "reference",
    "the record's reference (its technical feasibility exception, say)",
  );
  const reason = reader.textField(
    fields,
    "reason",
    "why an active assessment is not technically feasible",
  );
  if (systems === undefined || reference === undefined || reason === undefined) return undefined;
  referToEach(reader, fields.required("systems").value, (name) => ({
    kind: "cyber-system",
    field: "systems",
    name,
  }));
  return { kind: "technical-feasibility", id: read.id, systems, reference, reason };
}

const EXCEPTIONS = ["like_replacement_of", "cip_exceptional_circumstance"] as const;

export function commissioningOf(start: Start): Commissioning | undefined {
  const keys = ["version", "id", "kind", "cyber_system", "asset", ...EXCEPTIONS];
  const read = start(keys, ["version", "id", "cyber_system", "asset"]);
  if (read === undefined) return undefined;
  const { reader, fields } = read.reading;
  const system = reader.textField(
    fields,
    "cyber_system",
    "the system the asset goes into, as its document names it",
  );
  const asset = reader.textField(fields, "asset", "the new asset, as the inventory names it");
  const exception = exceptionOf(read.reading, fields, nodeStart(fields.required("asset").value));
  if (system === undefined || asset === undefined || exception === undefined) return undefined;
  referToEach(reader, fields.required("cyber_system").value, (name) => ({
    kind: "cyber-system",
    field: "cyber_system",
    name,
  }));
  // The asset replaced (like_replacement_of) is not resolved here: the same change may retire it.
  referToEach(reader, fields.required("asset").value, (name) => ({
    kind: "asset",
    field: "asset",
    name,
    systems: [system],
  }));
  return { kind: "commissioning", id: read.id, cyber_system: system, asset, exception };
}

function exceptionOf(
  { reader }: AssessmentReading,
  fields: Fields,
  at: number,
): CommissioningException | undefined {
  const exception = reader.oneTextOf(
    fields,
    EXCEPTIONS,
    at,
    (written) =>
      `a commissioning record names ${written === 0 ? "no" : "both"} exception${written === 0 ? "" : "s"} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`,
    (key) =>
      key === "like_replacement_of"
        ? "the existing asset whose baseline the new one models"
        : "the CIP Exceptional Circumstance's reference",
  );
  if (exception === undefined) return undefined;
  return exception.key === "like_replacement_of"
    ? { like_replacement_of: exception.text }
    : { cip_exceptional_circumstance: exception.text };
}
