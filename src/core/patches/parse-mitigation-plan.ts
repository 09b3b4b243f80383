// A mitigation plan (CIP-007-6 R2.3 and R2.4), patch-plans/ID.yaml: the patches it covers (one
// plan may cover many), the planned actions, and a timeframe, a date or an event; later, the day
// the event occurred and the day the plan was implemented, each added by a reviewed change. A plan
// without actions or without a timeframe is no plan: R2.3 asks for both. The plan is dated by the
// record of the merge that reviews it. Every problem at file:line:column.
//
//   version: 1
//   id: MP-2026-03
//   patches: [SEL-2026-004]
//   actions:
//     - block TCP 443 to the RTAC at the substation firewall until the patch is applied
//   timeframe: { event: "the next scheduled outage of at least two days" }
//   event_occurred_on: 2026-05-12
//   implemented_on: 2026-05-13
import { isSeq, type YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import type { Fields } from "../inventory/reviewed-files/reviewed-file-reader.ts";
import { type ParsedPatchFile, parsePatchFile, type PatchFileReader } from "./patch-file-reader.ts";
import { type MitigationPlan, PLANS_FOLDER, type Timeframe } from "./patch-files.ts";

const KEYS = [
  "version",
  "id",
  "patches",
  "actions",
  "timeframe",
  "event_occurred_on",
  "implemented_on",
];
const TIMEFRAME_SHAPE = '{ by: 2026-06-30 } or { event: "the next scheduled outage" }';

export function parseMitigationPlanText(
  text: string,
  file: string,
): ParsedPatchFile<MitigationPlan> {
  return parsePatchFile(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
}

function plan(
  reader: PatchFileReader,
  map: YAMLMap<unknown, unknown>,
  file: string,
): MitigationPlan | undefined {
  const fields = reader.fields(map, KEYS, [], "a mitigation plan");
  if (fields === undefined) return undefined;
  // R2.3: "Mitigation plans shall include ... planned actions ... and a timeframe": said first.
  for (const [key, what] of [
    ["actions", "the planned actions to mitigate the vulnerabilities each patch addresses"],
    ["timeframe", `a timeframe to complete them, ${TIMEFRAME_SHAPE}`],
  ] as const)
    if (!fields.has(key))
      reader.error(
        nodeStart(map),
        `a mitigation plan has no ${key} (CIP-007-6 R2.3); write ${key}: ${what}`,
      );
  if (!reader.required(map, ["version", "id", "patches"], "a mitigation plan")) return undefined;
  if (!fields.has("actions") || !fields.has("timeframe") || !reader.version(fields))
    return undefined;
  const id = reader.textField(fields, "id", "the plan's id, its file's name");
  const misfiled = id === undefined ? undefined : misfiledWords(id, file);
  if (misfiled !== undefined) {
    reader.error(nodeStart(fields.required("id").value), misfiled);
    return undefined;
  }
  const patches = reader.textsField(
    fields,
    "patches",
    "the ids of the patches it covers, as their evaluations name them",
  );
  const actions = reader.textsField(fields, "actions", "a planned action");
  const timeframe = timeframeOf(reader, fields.required("timeframe"));
  const dates = plannedDates(reader, fields, timeframe);
  if (
    id === undefined ||
    patches === undefined ||
    actions === undefined ||
    timeframe === undefined ||
    dates === undefined
  )
    return undefined;
  const written = fields.required("patches").value;
  if (isSeq(written))
    patches.forEach((patch, index) =>
      reader.refer(nodeStart(written.items[index]), {
        kind: "patch",
        plan: id,
        id: patch,
      }),
    );
  return { id, patches, actions, timeframe, ...dates };
}

/** Why a plan with id `id` is not where `file` is (patch-plans/ID.yaml), or undefined. */
function misfiledWords(id: string, file: string): string | undefined {
  const parts = file.split("/");
  const named = parts.at(-1)?.replace(/\.ya?ml$/, "");
  const rule = `a plan is filed as ${PLANS_FOLDER}/ID.yaml`;
  if (parts.at(-2) !== PLANS_FOLDER)
    return `plan ${quote(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${PLANS_FOLDER}/: ${rule}; move the file to ${PLANS_FOLDER}/${id}.yaml`;
  if (named === id) return undefined;
  return `plan id ${quote(id)} is not its file's name (${file}): ${rule}; rename the file to ${PLANS_FOLDER}/${id}.yaml, or write id: ${named}`;
}

function timeframeOf(
  reader: PatchFileReader,
  { value, keyOffset }: { value: unknown; keyOffset: number },
): Timeframe | undefined {
  const map = reader.submap(value, keyOffset, "timeframe", TIMEFRAME_SHAPE);
  const fields = map && reader.fields(map, ["by", "event"], [], "timeframe");
  if (map === undefined || fields === undefined) return undefined;
  if (fields.has("by") === fields.has("event")) {
    reader.error(
      nodeStart(map),
      `timeframe is a date or an event, one of them; write ${TIMEFRAME_SHAPE}`,
    );
    return undefined;
  }
  if (fields.has("by")) {
    const date = reader.dateField(fields, "by", "the last day to complete the mitigations");
    return date === undefined ? undefined : { by: date };
  }
  const text = reader.textField(fields, "event", "the event that ends the timeframe");
  return text === undefined ? undefined : { event: text };
}

/** `event_occurred_on` (an event-dated plan's only) and `implemented_on`. */
function plannedDates(
  reader: PatchFileReader,
  fields: Fields,
  timeframe: Timeframe | undefined,
): Pick<MitigationPlan, "eventOccurredOn" | "implementedOn"> | undefined {
  const dates: Pick<MitigationPlan, "eventOccurredOn" | "implementedOn"> = {};
  const occurred = fields.get("event_occurred_on");
  if (occurred !== undefined) {
    if (timeframe !== undefined && "by" in timeframe) {
      reader.error(
        occurred.keyOffset,
        "event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }",
      );
      return undefined;
    }
    dates.eventOccurredOn = reader.dateField(
      fields,
      "event_occurred_on",
      "the day the event occurred",
    );
    if (dates.eventOccurredOn === undefined) return undefined;
  }
  if (fields.has("implemented_on")) {
    dates.implementedOn = reader.dateField(
      fields,
      "implemented_on",
      "the day the plan was implemented",
    );
    if (dates.implementedOn === undefined) return undefined;
  }
  return dates;
}
