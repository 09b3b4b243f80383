// How every plan output says the systems that leave management: a document the base declared is
// removed, and its system's live assets stay in the service as they are (core/plan/
// released-systems.ts says why they are not deleted). Text, Markdown and the Action's status line
// pass their own escaping: `code` for names, ids and paths.
import type { ReleasedSystem } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";

/** The section's heading. */
export function releasedHeading(released: readonly ReleasedSystem[]): string {
  const one = released.length === 1;
  return `Leaving management: ${countOf(released.length, "cyber system")} whose document was removed; ${one ? "its" : "their"} live assets stay in the service as they are, no longer compared with any file. To delete them instead, keep the document and take the assets out of it (the delete rules apply):`;
}

/** One system: "Alpha Protection" (cs_1), declared in inventory/alpha.yaml at the base: 3 live assets stay. */
export function releasedLine(released: ReleasedSystem, code: (text: string) => string): string {
  const { cyber_system: system } = released;
  return `${code(system.name)} (${code(system.id)}), declared in ${code(released.file)} at the base: ${countOf(released.live_assets, "live asset")} stay${released.live_assets === 1 ? "s" : ""}`;
}

/** The status line's addition when systems leave management. */
export function releasedStatusWords(released: readonly ReleasedSystem[] | undefined): string {
  if (released === undefined || released.length === 0) return "";
  return ` ${countOf(released.length, "cyber system")} ${released.length === 1 ? "leaves" : "leave"} management, ${released.length === 1 ? "its" : "their"} document removed and live assets kept (below).`;
}
