// CIP-010-4 R3.4's action plan in an assessment file: `no vulnerabilities found`, or the action
// items, each with its planned completion date and its dated status history ("the planned date of
// completing the action plan and the execution status of any remediation or mitigation action
// items"). Statuses are written in date order, none after today; an item's ids are distinct.
//
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status:
//         - { on: 2026-03-12, status: open }
//         - { on: 2026-05-02, status: done }
import { isScalar } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type ActionItem,
  type Assessment,
  ITEM_STATUSES,
  NO_VULNERABILITIES,
  type StatusEntry,
} from "./assessment-files.ts";
import type { AssessmentReading } from "./assessment-reading.ts";
import type { Fields } from "../inventory/reviewed-files/reviewed-file-reader.ts";

const PLAN_SHAPE = `${NO_VULNERABILITIES}, or a list of { id, action, planned_completion, status }`;
const ITEM_KEYS = ["id", "action", "planned_completion", "status"];

/** The action plan; reported at `resultsAt` when the file has none. */
export function actionPlanOf(
  reading: AssessmentReading,
  resultsAt: number,
): Assessment["actionPlan"] | undefined {
  const { reader, fields } = reading;
  const field = fields.get("action_plan");
  if (field === undefined) {
    reader.error(
      resultsAt,
      `an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: ${PLAN_SHAPE}`,
    );
    return undefined;
  }
  if (isScalar(field.value) && field.value.value === NO_VULNERABILITIES) return NO_VULNERABILITIES;
  if (isScalar(field.value)) {
    reader.error(
      nodeStart(field.value),
      `action_plan ${quote(String(field.value.value))} is not a plan; write ${PLAN_SHAPE}`,
    );
    return undefined;
  }
  const items = reader.list(field.value, field.keyOffset, "action_plan", PLAN_SHAPE);
  if (items === undefined) return undefined;
  const plan: ActionItem[] = [];
  for (const item of items) {
    const read = itemOf(reading, item, nodeStart(field.value));
    if (read === undefined) return undefined;
    if (plan.some((other) => other.id === read.id)) {
      reader.error(nodeStart(item), `action item ${quote(read.id)} is written twice`);
      return undefined;
    }
    plan.push(read);
  }
  return plan;
}

function itemOf(
  reading: AssessmentReading,
  value: unknown,
  keyOffset: number,
): ActionItem | undefined {
  const { reader } = reading;
  const shape = "{ id, action, planned_completion, status }";
  const map = reader.submap(value, keyOffset, "an action item", shape);
  const fields = map && reader.fields(map, ITEM_KEYS, ITEM_KEYS, "an action item");
  if (fields === undefined) return undefined;
  const id = reader.textField(fields, "id", "the item's id, AI-1");
  const action = reader.textField(fields, "action", "the remediation or mitigation to carry out");
  const planned = reader.dateField(
    fields,
    "planned_completion",
    "the planned date of completing it",
  );
  const statuses = statusesOf(reading, fields);
  if (id === undefined || action === undefined || planned === undefined || statuses === undefined)
    return undefined;
  return { id, action, plannedCompletion: planned, statuses };
}

function statusesOf(reading: AssessmentReading, fields: Fields): StatusEntry[] | undefined {
  const { reader } = reading;
  const entry = {
    what: "a status",
    shape: "{ on: 2026-03-12, status: open }",
    keys: ["on", "status"],
  };
  return reader.mapsField<StatusEntry>(fields, "status", entry, (status, item, before) => {
    const on = reading.reader.pastDateField(
      status,
      "on",
      "the day of the status",
      reading.options.at,
    );
    const state = reader.choiceField(status, "status", ITEM_STATUSES);
    if (on === undefined || state === undefined) return undefined;
    const last = before.at(-1);
    if (last === undefined || on >= last.on) return { on, status: state };
    reader.error(
      nodeStart(item),
      `status of ${on} is written after one of ${last.on}; keep the history in date order`,
    );
    return undefined;
  });
}
