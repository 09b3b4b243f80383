// `cip-sync evidence append --monitoring FILE`: a collector's configuration-monitoring file (CIP-010
// R2.1) checked against its schema, compared with the inventory read from the checkout at git
// HEAD (each asset named by the id the workspace's last inventory listing in the ledger gives it,
// or, with --listing, the service's as read now: listing-read.ts, whose listing the record then
// vouches for), and made the draft of a `configuration-monitoring` record of origin "cli". Every problem
// is a UsageError naming the file (and the JSON pointer) and what to write; nothing is written
// here: evidence-append.ts seals, timestamps and writes the draft like a change record.
import { resolve } from "node:path";
import { parseCollectorFile } from "../../core/evidence/monitoring/configuration-monitoring.ts";
import {
  type AssetIds,
  assetIdsOf,
  compareMonitoring,
  declaredBaselines,
  monitoringDraft,
} from "../../core/evidence/monitoring/configuration-monitoring-record.ts";
import { operatorText } from "../../core/evidence/records/break-glass.ts";
import { operatorContext } from "../../core/evidence/records/cli-change-context.ts";
import { evidenceRecordSchema } from "../../core/evidence/records/evidence-schema.ts";
import {
  LISTING_SUFFIX,
  readListing,
} from "../../core/evidence/records/beside/inventory-listing.ts";
import { isRecordPathOf } from "../../core/evidence/chain/record-files.ts";
import { readFromLedger } from "../../io/ledger/ledger-files.ts";
import { type EvidenceDraft, listingOf } from "../../core/evidence/records/evidence-record.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { readCheckoutFacts } from "../../io/checkout/checkout-facts.ts";
import { runGit } from "../../io/checkout/git.ts";
import { type InventoryLoader, loadOnce } from "../../engine/engine.ts";
import { sourceOf } from "../shared/command-support.ts";
import { flagPath, readFlagFile } from "../shared/flag-files.ts";
import type { CliIo } from "../shared/io.ts";
import type { EvidenceAppendSettings } from "./evidence-settings.ts";
import { UsageError } from "../shared/usage-error.ts";
import { listingFromService } from "./listing-read.ts";

const NOTHING_WRITTEN = "Nothing was written.";

/** The collector's file as read: its workspace, and the bytes its record is named by. */
export interface MonitoringFile {
  file: string;
  workspace: string;
  /** The file's `/observed_at`: when the devices were read. */
  observedAt: string;
  /**
   * Builds the draft once the workspace is settled: reads the inventory and the checkout; the
   * asset ids from the service with --listing (and the listing's text, to write beside the
   * record), else from the workspace's last inventory listing in the ledger (`paths` of `dir`).
   */
  draft: (
    toolVersion: string,
    ledger: { dir: string; paths: readonly string[] },
  ) => Promise<{ draft: EvidenceDraft; listing: string | undefined }>;
}

export async function readMonitoringFile(
  settings: EvidenceAppendSettings & { monitoring: string },
  io: CliIo,
): Promise<MonitoringFile> {
  const given = settings.monitoring;
  const path = flagPath(
    "--monitoring",
    given,
    "pass the configuration-monitoring file a collector wrote (schemas/configuration-monitoring.schema.json)",
    io,
  );
  const text = await readFlagFile(path);
  const read = parseCollectorFile(text);
  if ("problem" in read)
    throw new UsageError(`--monitoring ${given} ${read.problem}. ${NOTHING_WRITTEN}`);
  const { input } = read;
  const inputSha256 = sha256Hex(text);
  return {
    file: given,
    workspace: input.workspace,
    observedAt: input.observed_at,
    draft: async (toolVersion, ledger) => {
      const checkout = await checkoutOf(settings, io, resolve(io.cwd, given));
      const inventory = loadOnce(sourceOf(settings, io));
      const documents = await inventoryOf(settings, inventory);
      const service = settings.listing
        ? await listingFromService(settings, io, inventory, {
            workspace: input.workspace,
            commit: checkout.commit,
          })
        : undefined;
      const ids = service?.ids ?? (await listedAssetIds(ledger, input.workspace, settings.dir));
      const compared = compareMonitoring(input, declaredBaselines(documents, ids), {
        commit: checkout.commit,
        inputSha256,
      });
      if ("undeclared" in compared) {
        const problems = compared.undeclared.map(
          ({ pointer, message }) => `at ${pointer}: ${message}`,
        );
        throw new UsageError(
          `--monitoring ${given} names assets the inventory at ${checkout.commit.slice(0, 12)} does not declare: ${problems.join("; ")}. ${NOTHING_WRITTEN}`,
        );
      }
      const evidence =
        service === undefined
          ? compared.evidence
          : { ...compared.evidence, listing: service.reference };
      return {
        draft: monitoringDraft(evidence, input.workspace, toolVersion, checkout),
        listing: service?.text,
      };
    },
  };
}

/**
 * The asset ids of the workspace's last inventory listing (what the service held at its last drift
 * check, or at the last append with --listing; the inventory in git holds no ids), checked against
 * its record; none without a listing.
 */
async function listedAssetIds(
  { dir, paths }: { dir: string; paths: readonly string[] },
  workspace: string,
  given: string,
): Promise<AssetIds | undefined> {
  const path = paths
    .filter(
      (listing) =>
        listing.endsWith(LISTING_SUFFIX) &&
        isRecordPathOf(listing.slice(0, -LISTING_SUFFIX.length), workspace),
    )
    .at(-1);
  if (path === undefined) return undefined;
  const read = readFromLedger(dir);
  const recordFile = path.slice(0, -LISTING_SUFFIX.length);
  const stale = `run 'cip-sync evidence verify --dir ${given}', and pull the evidence branch again if the checkout is stale. ${NOTHING_WRITTEN}`;
  let record: unknown;
  try {
    record = JSON.parse(new TextDecoder().decode(await read(recordFile)));
  } catch (error) {
    throw new UsageError(`${recordFile} cannot be read (${errorMessage(error)}): ${stale}`);
  }
  const parsed = evidenceRecordSchema.safeParse(record);
  const reference = parsed.success ? listingOf(parsed.data) : undefined;
  if (reference === undefined)
    throw new UsageError(`${recordFile} is not the record of the listing beside it: ${stale}`);
  const listing = readListing(await read(path), reference, path);
  if ("problem" in listing) throw new UsageError(`${listing.problem}: ${stale}`);
  const own = listing.cyber_systems.filter((system) => system.managed);
  return assetIdsOf(own, listing.cyber_assets);
}

/** The commit, repository and operator of the inventory checkout; its inventory files unchanged. */
async function checkoutOf(
  settings: EvidenceAppendSettings,
  io: CliIo,
  monitoringPath: string,
): Promise<{ commit: string; repository: string; actor: string }> {
  const root = resolve(io.cwd, settings.source.root);
  const facts = await readCheckoutFacts(root, [monitoringPath]);
  const fromCheckout = `run it from a git checkout of the inventory repository with a remote origin (or give --root), so that the record names the commit it compared with. ${NOTHING_WRITTEN}`;
  if (facts.commit === undefined)
    throw new UsageError(`--root ${settings.source.root} has no git commit: ${fromCheckout}`);
  if (facts.repository === undefined)
    throw new UsageError(`--root ${settings.source.root} has no remote origin: ${fromCheckout}`);
  const actor = operatorText(operatorContext(facts));
  if (actor === undefined) {
    throw new UsageError(
      `who appends the record cannot be read (git user.name, user.email, the OS user): set git's user.name and user.email. ${NOTHING_WRITTEN}`,
    );
  }
  const changed = await changedInventoryFiles(root, settings.source.patterns);
  if (changed.length > 0) {
    throw new UsageError(
      `the inventory differs from commit ${facts.commit.slice(0, 12)} (${changed.slice(0, 3).join(", ")}): commit or stash it first, so that the record's commit is what the observations were compared with. ${NOTHING_WRITTEN}`,
    );
  }
  return { commit: facts.commit, repository: facts.repository, actor };
}

/** The paths under the inventory patterns that git reports changed or untracked. */
async function changedInventoryFiles(root: string, patterns: readonly string[]): Promise<string[]> {
  const answer = await runGit(root, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--",
    ...patterns,
  ]).catch(() => undefined);
  if (answer?.code !== 0) return [];
  return answer.stdout
    .split("\0")
    .filter((entry) => /\.ya?ml$/.test(entry))
    .map((entry) => entry.slice(3));
}

async function inventoryOf(settings: EvidenceAppendSettings, inventory: InventoryLoader) {
  const { source } = settings;
  const loaded = await inventory();
  const errors = loaded.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  const [first] = errors;
  if (first !== undefined) {
    const at = first.location === undefined ? "" : `${formatLocation(first.location)}: `;
    throw new UsageError(
      `the inventory (${source.patterns.join(", ")}) has ${errors.length} error(s), the first ${at}${first.message}: run 'cip-sync validate' and fix them first. ${NOTHING_WRITTEN}`,
    );
  }
  return loaded.documents;
}
