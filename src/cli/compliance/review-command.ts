// `cip-sync review`: the CIP-002 R2 review file of the inventory as it is now, to open as a pull
// request for the CIP Senior Manager's approval, listing every facility and control center the
// service holds (read-only; --offline: only those the documents name, and the file says so);
// `--check` says whether the file still describes the inventory (a review written before the
// inventory last changed reviews something else).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterTodayWords } from "../../core/shared/calendar.ts";
import { hasErrors } from "../../core/shared/diagnostics.ts";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import {
  parseReviewText,
  reviewFileProblem,
  reviewMatches,
  reviewText,
} from "../../core/obligations/identification-review.ts";
import { type ServiceBesAssets, unratedSystems } from "../../core/obligations/bes-assets.ts";
import { serviceContext } from "../../core/evidence/records/service-context.ts";
import { loadInventory } from "../../io/checkout/inventory-files.ts";
import { walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import { workspacesOfPaths } from "../../core/evidence/chain/record-files.ts";
import { closingAfter, openClient, sourceOf } from "../shared/command-support.ts";
import { flagPath, writeFlagFile } from "../shared/flag-files.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { ReviewSettings } from "./review-settings.ts";
import { UsageError } from "../shared/usage-error.ts";

export async function writeReview(settings: ReviewSettings, io: CliIo): Promise<number> {
  const now = new Date(io.now?.() ?? Date.now());
  const today = now.toISOString().slice(0, 10);
  // A review is dated the day it was done: a later day would let its 15 calendar months run from
  // a review that has not happened. Done somewhere, it may be dated up to the day UTC+14 has.
  const later = settings.on === undefined ? undefined : afterTodayWords(settings.on, now);
  if (later !== undefined)
    throw new UsageError(
      `--on ${settings.on} is ${later}: date the review the day it was done, or leave out --on for today`,
    );
  if (settings.check) {
    const documents = await ratedDocuments(settings, io);
    return typeof documents === "number" ? documents : checkReview(settings, documents, io);
  }
  // Settled before anything is read: a review of the wrong workspace is recorded by no merge.
  const workspace = await reviewedWorkspace(settings, io);
  const documents = await ratedDocuments(settings, io);
  if (typeof documents === "number") return documents;
  const on = settings.on ?? today;
  const service = settings.offline ? undefined : await serviceBesAssets(settings);
  const text = reviewText(workspace, on, documents, service);
  await writeFlagFile(
    flagPath("--out", settings.out, "choose another path for the review file", io),
    text,
  );
  const systems = documents.length;
  const besAssets =
    service === undefined
      ? "the facilities and control centers the inventory names only (--offline)"
      : `${service.assets.length} facilities and control centers of ${service.service}`;
  io.stdout(
    `Wrote ${settings.out}: the identifications of workspace ${workspace} only (${systems} cyber system(s); another workspace's are reviewed in its own file) at ${besAssets}, reviewed on ${on}. Commit it unedited in a pull request for the CIP Senior Manager or a delegate to approve; its merge records the review.\n`,
  );
  return EXIT_OK;
}

type Documents = Parameters<typeof reviewMatches>[1];

/** The inventory's documents, every system rated; else the exit code, the errors reported. */
async function ratedDocuments(settings: ReviewSettings, io: CliIo): Promise<Documents | number> {
  const inventory = await loadInventory(sourceOf(settings, io));
  reportDiagnostics(inventory.diagnostics, io, { stdout: false, stderr: false });
  if (hasErrors(inventory.diagnostics)) {
    io.stderr("No review was written or checked: fix the errors above first.\n");
    return EXIT_ERROR;
  }
  const unrated = unratedSystems(inventory.documents);
  if (unrated.length > 0) {
    io.stderr(
      `${unrated.join("\n")}\nNo review was written or checked: rate every system first.\n`,
    );
    return EXIT_ERROR;
  }
  return inventory.documents;
}

/**
 * --workspace, else the only workspace of the ledger in --dir, as `evidence append` takes it: the
 * Action records the review in its input workspace, which the ledger's records are filed under.
 */
async function reviewedWorkspace(settings: ReviewSettings, io: CliIo): Promise<string> {
  if (settings.workspace !== undefined) return settings.workspace;
  const pass = `pass --workspace NAME (the Action's input workspace, default "default"), or --dir with a checkout of the evidence branch whose only workspace it is`;
  let paths: string[];
  try {
    paths = [...(await walkLedgerDirectory(resolve(io.cwd, settings.dir), "--dir"))()];
  } catch {
    throw new UsageError(
      `cip-sync review writes the review of one workspace, and --dir ${settings.dir} is no checkout of the evidence branch (no records/ directory) to take it from: ${pass}. Nothing was written.`,
    );
  }
  const [only, ...others] = workspacesOfPaths(paths);
  if (only !== undefined && others.length === 0) return only;
  throw new UsageError(
    only === undefined
      ? `--dir ${settings.dir} holds no record yet, so no workspace to review: ${pass}. Nothing was written.`
      : `--dir ${settings.dir} holds the workspaces ${[only, ...others].join(", ")}: pass --workspace NAME to say which one the review is of. Nothing was written.`,
  );
}

/** Every facility and control center the service holds: two read-only lists. */
async function serviceBesAssets(settings: ReviewSettings): Promise<ServiceBesAssets> {
  return closingAfter(openClient(settings.connection), async (client) => {
    const [facilities, controlCenters] = await Promise.all([
      client.listFacilities(),
      client.listControlCenters(),
    ]);
    return {
      // The origin only, as records name a service: never a path or query a key could hide in.
      service: serviceContext(settings.connection.apiUrl, undefined).service ?? "the service",
      assets: [
        ...facilities.map(({ name }) => ({ kind: "facility" as const, name })),
        ...controlCenters.map(({ name }) => ({ kind: "control_center" as const, name })),
      ],
    };
  });
}

async function checkReview(
  settings: ReviewSettings,
  documents: Documents,
  io: CliIo,
): Promise<number> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, settings.out), "utf8");
  } catch (error) {
    const why = errorCode(error) === "ENOENT" ? "it does not exist" : errorMessage(error);
    io.stderr(
      `--out ${settings.out} cannot be read (${why}): write the review first with 'cip-sync review', or name it with --out.\n`,
    );
    return EXIT_ERROR;
  }
  const parsed = parseReviewText(text, settings.out);
  if (parsed.kind === "invalid") {
    io.stderr(`${parsed.problem}\n`);
    return EXIT_ERROR;
  }
  // The whole file first: a date or a BES asset edited by hand leaves the listing's digest whole.
  const edited = reviewFileProblem(parsed.review);
  const judged = reviewMatches(parsed.review, documents);
  if (edited !== undefined || !judged.matches) {
    io.stderr(
      `${settings.out} does not describe this inventory: ${edited ?? judged.why ?? ""}. Run 'cip-sync review' to write it again, and have it approved again.\n`,
    );
    return EXIT_ERROR;
  }
  io.stdout(
    `${settings.out} describes this inventory (${judged.mergedDigest}), reviewed on ${parsed.review.reviewed_on}.\n`,
  );
  return EXIT_OK;
}
