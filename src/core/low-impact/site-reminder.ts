// CIP-003-9 R2 at review, as a pure decision: "Each Responsible Entity with at least one asset
// identified in CIP-002 containing low impact BES Cyber Systems shall implement one or more
// documented cyber security plan(s) for its low impact BES Cyber Systems that include the sections
// in Attachment 1. [Violation Risk Factor: Lower] [Time Horizon: Operations Planning]" The unit is
// the site, so a change that creates assets in a cyber system declared `impact: low` at a site
// (its system's facility or control center) that no site file of the checkout names in `sites:`
// gets a reminder: one warning per site, at the first such create's declaration, naming the site,
// its low impact systems the change adds assets to, and the site file to write. It is asked of
// every plan that adds such assets while no file names the site, and it never refuses one: it is
// a reminder of what to declare, not a gate. A site is matched by its name exactly as written (a
// name that differs in case is another name: the tool does not guess which site a file meant),
// and a file that does not parse names nothing (the plan refuses it at review anyway). A create
// whose system has no parent, or declares no impact, tells no low impact site: no reminder.
import { type Operation, type ParentKind, parentKindWord } from "../plan/plan-model.ts";
import type { Reminder } from "../plan/reviewed-file-set.ts";
import { quote, type SourceLocation } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { parseSiteFileText, SECTION_KEYS } from "./parse-site-file.ts";
import { LOW_IMPACT_FOLDER } from "./site-file.ts";

/** A site the change adds low impact assets to, with those systems and the first create's place. */
interface RemindedSite {
  kind: ParentKind;
  name: string;
  systems: string[];
  location: SourceLocation | undefined;
}

/**
 * The site files' reminders (ReviewedFileSet.reminders): `head` is the checkout's site files by
 * path, `operations` the plan's; one warning for each site the change creates low impact assets
 * at that no site file of `head` names.
 */
export function siteReminders(
  head: ReadonlyMap<string, string>,
  operations: readonly Operation[],
): Reminder[] {
  const sites = new Map<string, RemindedSite>();
  for (const operation of operations) {
    const system = operation.cyber_system;
    if (operation.action !== "create" || system.impact !== "low" || system.parent === null)
      continue;
    const { kind, name } = system.parent;
    const key = JSON.stringify([kind, name]);
    const site = sites.get(key) ?? { kind, name, systems: [], location: operation.source };
    if (!site.systems.includes(system.name)) site.systems.push(system.name);
    sites.set(key, site);
  }
  if (sites.size === 0) return [];
  const declared = declaredSites(head);
  return [...sites.values()]
    .filter((site) => !declared.has(site.name))
    .map((site) => ({
      severity: "warning",
      ...(site.location === undefined ? {} : { location: site.location }),
      message: reminderText(site),
    }));
}

/** Every site a site file of `head` names; a file that does not parse names none. */
function declaredSites(head: ReadonlyMap<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [file, text] of head)
    for (const name of parseSiteFileText(text, file).value?.sites ?? []) names.add(name);
  return names;
}

function reminderText(site: RemindedSite): string {
  const systems = `low impact system${site.systems.length === 1 ? "" : "s"} ${listOf(site.systems.map(quote))}`;
  const name = quote(site.name);
  return `CIP-003-9 R2: this change adds assets to ${systems} at ${parentKindWord(site.kind)} ${name}, which no site file names, so its Attachment 1 sections are not declared: write ${LOW_IMPACT_FOLDER}/${suggestedId(site)}.yaml with sites: [${name}] and each Attachment 1 section's answer (${listOf([...SECTION_KEYS])}; see docs/obligations/cip-003-low-impact.md), or add ${name} to an existing site file's sites`;
}

/** A file id for the site: its name in lower case, each run of other characters one hyphen. */
function suggestedId(site: RemindedSite): string {
  const id = site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return id === "" ? site.kind.replace("_", "-") : id;
}
