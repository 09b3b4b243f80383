// The site files as a set the family's row carries (Family.reviewedFiles): where they are
// (low-impact/ID.yaml), which paths are theirs, the merge record's field, what the plan shows of
// each (the sites, Section 3.1's routable communications, Section 6's answer and the parts it
// names no method for) and each file's problems at review, at file:line:column, so that
// `cip-sync validate` and the plan refuse a broken one. Pure.
import type { SiteFileShown } from "../families/low-impact/low-impact-shape.ts";
import { LOW_IMPACT_SHAPE } from "../families/low-impact/low-impact-shape.ts";
import { changedFiles, type ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { parseSiteFileText } from "./parse-site-file.ts";
import { siteReminders } from "./site-reminder.ts";
import { vendorAccessGate } from "./vendor-access-gate.ts";
import {
  LOW_IMPACT_FOLDER,
  type SiteFile,
  VENDOR_ACCESS_PARTS,
  vendorAccessGaps,
} from "./site-file.ts";

const SITE_FILE_PATH = new RegExp(`^${LOW_IMPACT_FOLDER}/[^/]+\\.yaml$`);

/** Whether `path` (from the repository root) is a site file. */
export function isSiteFile(path: string): boolean {
  return SITE_FILE_PATH.test(path);
}

/** What the plan and the population show of a site file in force. */
export function siteShown(site: SiteFile): NonNullable<SiteFileShown["site"]> {
  const access = site.vendorRemoteAccess;
  return {
    id: site.id,
    sites: site.sites,
    routable: site.electronicAccess.routable,
    vendor_remote_access: access.allowed ? "allowed" : "none",
    paths: access.allowed ? access.paths.map((path) => path.id) : [],
    missing: vendorAccessGaps(site).map((part) => VENDOR_ACCESS_PARTS[part]),
  };
}

/**
 * What a merge's record says of the site files (its `low_impact_files`): each file it carries,
 * read (null where it removes one); a file its parser refuses is left out, since it puts nothing
 * in force (the plan refused it at review first). Whether the record put them in force (an
 * accepted merge) is the caller's to judge.
 */
export function siteFilesCarried(carried: {
  files: readonly { file: string; text: string }[];
  removed?: readonly string[] | undefined;
}): Map<string, SiteFile | null> {
  const sites = new Map<string, SiteFile | null>();
  for (const { file, text } of carried.files) {
    const site = parseSiteFileText(text, file).value;
    if (site !== undefined) sites.set(file, site);
  }
  for (const file of carried.removed ?? []) sites.set(file, null);
  return sites;
}

export const LOW_IMPACT_FILES: ReviewedFileSet = {
  ...LOW_IMPACT_SHAPE.reviewedFiles,
  roots: [LOW_IMPACT_FOLDER],
  patterns: [`${LOW_IMPACT_FOLDER}/*.yaml`],
  belongs: isSiteFile,
  changes: (head, base, comparedWith) => {
    const files = changedFiles<SiteFileShown>(head, base, (file, text) => {
      const site = parseSiteFileText(text, file).value;
      return site === undefined ? {} : { site: siteShown(site) };
    });
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
  },
  problems: (text, file) => parseSiteFileText(text, file).diagnostics,
  gate: vendorAccessGate,
  reminders: siteReminders,
};
