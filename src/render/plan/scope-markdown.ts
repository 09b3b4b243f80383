// The plan comment's sections of what stays as it is in the service (plan-markdown.ts places them
// after the reviewed files): the systems that leave management with their assets kept, and the
// live assets of `prune: false` systems the files do not declare.
import type { ReleasedSystem, UnmanagedAsset } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { row, type Section, table } from "../shared/markdown-layout.ts";
import { releasedHeading, releasedLine } from "../shared/released-system-words.ts";
import { systemCell } from "./operation-cells.ts";

/** The systems whose document was removed since the base: a list item each. */
export function releasedSections(released: readonly ReleasedSystem[] | undefined): Section[] {
  if (released === undefined) return [];
  return [
    {
      head: `#### Leaving management\n\n${escapeMarkdown(releasedHeading(released))}\n\n`,
      rows: released.map((system) =>
        row("cyber system", `- ${releasedLine(system, markdownCodeSpan)}\n`),
      ),
      tail: "",
    },
  ];
}

/** The live assets of `prune: false` systems that no document declares: a row each. */
export function unmanagedSections(unmanaged: UnmanagedAsset[]): Section[] {
  if (unmanaged.length === 0) return [];
  const one = unmanaged.length === 1;
  return [
    table(
      `#### Kept, not managed (\`prune: false\`)\n\n${countOf(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`,
      countOf(unmanaged.length, "asset"),
      ["Asset", "Id", "Type", "Cyber system"],
      unmanaged.map((asset) =>
        row("unmanaged asset", [
          escapeMarkdown(asset.name),
          escapeMarkdown(asset.asset_id),
          asset.asset_type,
          systemCell(asset.cyber_system),
        ]),
      ),
    ),
  ];
}
