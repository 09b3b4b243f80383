// CIP-003-9 low impact as the layers below the family table know it: its name, the part it
// declares (Attachment 1 Section 6, the one part judged from the ledger so far), its population's
// file (the low-impact sites in force, core/audit/families/low-impact/) and its reviewed
// files' shape (the site files, low-impact/ID.yaml: the plan's and the record's field, the saved
// plan's schema of what the reviewer approves, and each file's lines). Their parsers are
// core/low-impact/, their pass core/obligations/low-impact/. Pure.
import { z } from "zod";
import {
  changedFilesSchema,
  type Escape,
  type FamilyShape,
  type FileLines,
} from "../family-shape.ts";

const siteFileChanges = changedFilesSchema({
  site: z
    .strictObject({
      id: z.string(),
      sites: z.array(z.string()),
      routable: z.boolean(),
      vendor_remote_access: z.enum(["none", "allowed"]),
      paths: z.array(z.string()),
      missing: z.array(z.enum(["6.1", "6.2", "6.3"])),
    })
    .optional(),
}).meta({
  title: "Low-impact site files changed (CIP-003-9 R2)",
  description:
    "The CIP-003-9 low-impact site files (low-impact/) the change adds, changes or removes against the commit compared with, each as the reviewer approves it: the sites it speaks for, whether Section 3.1's routable communications cross their boundary, Section 6's vendor electronic remote access (none or allowed, with its paths) and the parts of 6.1, 6.2 and 6.3 it names no method for. Part of the fingerprint, as shown (compared_with aside).",
});

/** The site files a change adds, changes or removes, against the files of a commit. */
export type SiteFileChanges = z.infer<typeof siteFileChanges>;

/** One site file as the change leaves it (a removed file shows its path only). */
export type SiteFileShown = SiteFileChanges["files"][number];

export const LOW_IMPACT_SHAPE = {
  name: "CIP-003 R2",
  populationFiles: { lowImpactSites: "low-impact-sites.csv" },
  declaredParts: {
    "CIP-003 R2 Section 6": {
      words:
        "A site that allows vendor electronic remote access names methods for 6.1 (determining it), 6.2 (disabling it) and 6.3 (detecting malicious communications) in its reviewed site file.",
      source: "CIP-003-9 Attachment 1",
      requirementText:
        "For assets containing low impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a process to mitigate risks associated with vendor electronic remote access, where such access has been established under Section 3.1. These processes shall include: 6.1 One or more method(s) for determining vendor electronic remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3 One or more method(s) for detecting known or suspected inbound and outbound malicious communications for vendor electronic remote access.",
    },
  },
  reviewedFiles: {
    name: "low-impact site files",
    noun: "low-impact site file",
    field: "low_impact_files",
    recordDescription:
      "CIP-003-9 low impact's reviewed site files (low-impact/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
    shown: siteFileChanges,
    lines: siteFileLines,
    gateSetting: {
      key: "vendor_remote_access",
      settings: ["flag", "require"],
      description:
        "CIP-003-9 Attachment 1 Section 6 at review: a change to a low-impact site file (low-impact/) that makes its sites allow vendor electronic remote access, adds a vendor path, or admits one in its Section 3.1 rules (electronic_access.vendor_paths) while the file names no method for 6.1, 6.2 or 6.3. flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
    },
  },
} as const satisfies FamilyShape;

/** One file: its line, then Section 6's gap when it has one. */
function siteFileLines(shown: SiteFileShown, code: Escape, words: Escape): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  const { site } = shown;
  if (site === undefined) return { line: file, details: [] };
  const routable = site.routable ? "routable communications" : "no routable communications";
  const access =
    site.vendor_remote_access === "none"
      ? "no vendor remote access"
      : `vendor remote access by ${site.paths.map(code).join(", ")}`;
  return {
    line: `${file}: ${site.sites.map(words).join(", ")}; ${routable}; ${access}`,
    details:
      site.missing.length === 0 ? [] : [`Section 6: no method for ${site.missing.join(", ")}`],
  };
}
