// Section 3.1's permitted flows in a low-impact site file (`electronic_access.flows`, optional),
// read with positions: each `{ direction: inbound | outbound, peer: TEXT, need: TEXT }`, the flow
// the site's rule set permits across its boundary, the Cyber Asset or network outside the site at
// its other end, and why the Responsible Entity determined it necessary. Section 3.1 says "Permit
// only necessary inbound and outbound electronic access as determined by the Responsible Entity":
// the need is the entity's to state, so a flow without one is a warning at its place at review
// (`flowNeedWarnings`, which validate and the plan list), never a refusal; a flow's shape is read
// as every key is, each mistake at its file:line:column. Whether each flow is really necessary, and
// whether the device permits only these, stays the entity's evidence.
import { quote } from "../shared/diagnostics.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import type { ReviewedFileReader } from "../inventory/reviewed-files/reviewed-file-reader.ts";
import { FLOW_DIRECTIONS, type PermittedFlow, type SiteFile } from "./site-file.ts";

const FLOW_SHAPE = "{ direction: inbound, peer: scada-master, need: DNP3 polling by the EMS }";

/** `flows`: a non-empty list of flows, each (direction, peer) once. */
export function flowsOf(
  reader: ReviewedFileReader,
  field: { value: unknown; keyOffset: number },
): PermittedFlow[] | undefined {
  const items = reader.list(field.value, field.keyOffset, "flows", FLOW_SHAPE);
  if (items === undefined) return undefined;
  const flows: PermittedFlow[] = [];
  for (const item of items) {
    const map = reader.submap(item, nodeStart(field.value), "a permitted flow", FLOW_SHAPE);
    const keys = { known: ["direction", "peer", "need"], required: ["direction", "peer"] };
    const fields = map && reader.fields(map, keys.known, keys.required, "a permitted flow");
    if (fields === undefined) return undefined;
    const direction = reader.choiceField(fields, "direction", FLOW_DIRECTIONS);
    const peer = reader.textField(
      fields,
      "peer",
      "the Cyber Asset or network outside the site at the flow's other end",
    );
    const need = fields.has("need")
      ? reader.textField(fields, "need", "why the Responsible Entity determined it necessary")
      : "";
    if (direction === undefined || peer === undefined || need === undefined) return undefined;
    const flow = { direction, peer, location: reader.at(nodeStart(item)) };
    if (flows.some((other) => other.direction === direction && other.peer === peer)) {
      reader.error(nodeStart(item), `${flowWords(flow)} is listed twice in flows; keep one`);
      return undefined;
    }
    flows.push(fields.has("need") ? { ...flow, need } : flow);
  }
  return flows;
}

/** A flow in words: "the inbound flow from "scada-master"". */
function flowWords({ direction, peer }: Pick<PermittedFlow, "direction" | "peer">): string {
  return `the ${direction} flow ${direction === "inbound" ? "from" : "to"} ${quote(peer)}`;
}

/** A warning at each flow of `site` that states no need: listed at review, never refusing. */
export function flowNeedWarnings(site: SiteFile): Diagnostic[] {
  const access = site.electronicAccess;
  if (!access.routable) return [];
  return (access.flows ?? [])
    .filter((flow) => flow.need === undefined)
    .map((flow) => ({
      severity: "warning",
      location: flow.location,
      message: `CIP-003-9 Section 3.1: ${flowWords(flow)} states no need, and Section 3.1 says "Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity": write need: with why the Responsible Entity determined it necessary (a warning: nothing is refused for it)`,
    }));
}
