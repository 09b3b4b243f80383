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
import type {
  Fields,
  ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import { FLOW_DIRECTIONS, type PermittedFlow, type SiteFile } from "./site-file.ts";

const FLOW_SHAPE = "{ direction: inbound, peer: scada-master, need: DNP3 polling by the EMS }";

/** `flows`, which `fields` holds: a non-empty list of flows, each (direction, peer) once. */
export function flowsOf(reader: ReviewedFileReader, fields: Fields): PermittedFlow[] | undefined {
  const entry = {
    what: "a permitted flow",
    shape: FLOW_SHAPE,
    keys: ["direction", "peer", "need"],
    required: ["direction", "peer"],
  };
  return reader.mapsField<PermittedFlow>(fields, "flows", entry, (flowFields, item, before) => {
    const direction = reader.choiceField(flowFields, "direction", FLOW_DIRECTIONS);
    const peer = reader.textField(
      flowFields,
      "peer",
      "the Cyber Asset or network outside the site at the flow's other end",
    );
    const need = flowFields.has("need")
      ? reader.textField(flowFields, "need", "why the Responsible Entity determined it necessary")
      : "";
    if (direction === undefined || peer === undefined || need === undefined) return undefined;
    const flow = { direction, peer, location: reader.at(nodeStart(item)) };
    if (before.some((other) => other.direction === direction && other.peer === peer)) {
      reader.error(nodeStart(item), `${flowWords(flow)} is listed twice in flows; keep one`);
      return undefined;
    }
    return flowFields.has("need") ? { ...flow, need } : flow;
  });
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
