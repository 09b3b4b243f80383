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
// whose system has no parent, or declares no impact, tells no low impact site: no reminder. A
// system the change re-rates to low (its document's `impact:` moves to low, issue 96 item 6) brings
// its site into R2's scope as a create does ("at least one asset identified in CIP-002 containing
// low impact BES Cyber Systems"), though the change adds no asset to it: the same reminder, at its
// `impact:` line unless a create of the site is written first.
import { type Operation, type ParentKind, parentKindWord } from "../plan/plan-model.ts";
import type { Rerating } from "../plan/released/rerated-systems.ts";
import type { Reminder } from "../plan/reviewed-file-set.ts";
import { quote, type SourceLocation } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { parseSiteFileText, SECTION_KEYS } from "./parse-site-file.ts";
import { LOW_IMPACT_FOLDER } from "./site-file.ts";

/**
 * A site the change brings low impact systems to: those it adds assets to, those it re-rates low,
 * and the place of the first create (else of the first re-rating).
 */
interface RemindedSite {
  kind: ParentKind;
  name: string;
  systems: string[];
  rerated: string[];
  location: SourceLocation | undefined;
}

/**
 * The site files' reminders (ReviewedFileSet.reminders): `head` is the checkout's site files by
 * path, `operations` the plan's, `rerated` the systems whose declared impact the change moves; one
 * warning for each site the change creates low impact assets at, or re-rates a system low at, that
 * no site file of `head` names.
 */
export function siteReminders(
  head: ReadonlyMap<string, string>,
  operations: readonly Operation[],
  rerated: readonly Rerating[] = [],
): Reminder[] {
  const sites = new Map<string, RemindedSite>();
  const at = (system: Operation["cyber_system"], location: SourceLocation | undefined) => {
    if (system.impact !== "low" || system.parent === null) return undefined;
    const { kind, name } = system.parent;
    const key = JSON.stringify([kind, name]);
    const site = sites.get(key) ?? { kind, name, systems: [], rerated: [], location };
    sites.set(key, site);
    return site;
  };
  for (const operation of operations) {
    if (operation.action !== "create") continue;
    const site = at(operation.cyber_system, operation.source);
    if (site !== undefined && !site.systems.includes(operation.cyber_system.name))
      site.systems.push(operation.cyber_system.name);
  }
  for (const { system, location } of rerated) at(system, location)?.rerated.push(system.name);
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

/** "system" or "systems", then the names. */
const systemsNamed = (names: readonly string[]) =>
  `system${names.length === 1 ? "" : "s"} ${listOf(names.map(quote))}`;

function reminderText(site: RemindedSite): string {
  const added =
    site.systems.length === 0 ? [] : [`adds assets to low impact ${systemsNamed(site.systems)}`];
  const rerated =
    site.rerated.length === 0 ? [] : [`re-rates ${systemsNamed(site.rerated)} to low impact`];
  const name = quote(site.name);
  return `CIP-003-9 R2: this change ${[...added, ...rerated].join(" and ")} at ${parentKindWord(site.kind)} ${name}, which no site file names, so its Attachment 1 sections are not declared: write ${LOW_IMPACT_FOLDER}/${suggestedId(site)}.yaml with sites: [${name}] and each Attachment 1 section's answer (${listOf([...SECTION_KEYS])}; see docs/obligations/cip-003-low-impact.md), or add ${name} to an existing site file's sites`;
}

/** A file id for the site: its name in lower case, each run of other characters one hyphen. */
function suggestedId(site: RemindedSite): string {
  const id = site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return id === "" ? site.kind.replace("_", "-") : id;
}
