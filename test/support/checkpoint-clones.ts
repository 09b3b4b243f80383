// A git clone of a generated one-workspace ledger whose drift check keeps a checkpoint, as the
// Action writes it: each record committed on its own with the checkpoint beside it, folded from
// the records before it as the drift check folds them (and verify recomputes it). What the tests
// of the commands that start from a checkpoint read (obligations, evidence report and
// populations), and the readings every such command makes from every record instead.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PrivateKey } from "openpgp";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import {
  inventoryListing,
  listingPath,
  listingReference,
  serializeListing,
} from "../../src/core/evidence/records/beside/inventory-listing.ts";
import { type EvidenceDraft, listingOf } from "../../src/core/evidence/records/evidence-record.ts";
import {
  type LedgerSigningKey,
  SIGNATURE_SUFFIX,
  signRecord,
} from "../../src/core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { cyberAsset, cyberSystem, liveInventory } from "./fixtures.ts";
import { type CheckpointOptions, chainWithCheckpoints } from "./checkpoint-ledgers.ts";
import { day } from "./evidence-records.ts";
import { BOT, commit, git, signedCommit } from "./ledger-clone.ts";
import { check, type LedgerStep, stepDrafts } from "./obligation-ledgers.ts";

export const WORKSPACE = "grid-east";

/** `days` after the ledgers' first day, as YYYY-MM-DD. */
export const dayOf = (days: number) => day(days).toISOString().slice(0, 10);

/** How the clone is written: the checkpoint's edit, a second workspace, who commits each entry. */
export interface CloneOptions {
  edit?: CheckpointOptions["edit"];
  otherWorkspace?: boolean;
  /** The author of entry `index`'s commit (the checkpoint's record is entry `cut`); BOT else. */
  authorOf?: (index: number) => string;
  /** The key that signs entry `index`'s commit, if any. */
  signerOf?: (index: number) => PrivateKey | undefined;
  /** Whether each drift check keeps an inventory listing beside its record (LISTED). */
  listed?: boolean;
  /** The writer's key that signs entry `index`'s record (`<record>.json.sig` beside), if any. */
  writerOf?: (index: number) => LedgerSigningKey | undefined;
}

/**
 * What a drift check lists of the service when the clone keeps listings: the asset the ledgers
 * commission (alpha-rtu-09) and one the tool never created, in Alpha, under a facility.
 */
const LISTED = inventoryListing(
  WORKSPACE,
  "e".repeat(40),
  [
    {
      system: { id: "cs_alpha", impact: "high" },
      document: { assets: [] },
    },
  ],
  liveInventory({
    facilities: [{ id: "fac_1", name: "Substation", organization_slug: "org" }],
    cyberSystems: [cyberSystem("cs_alpha", "Alpha Protection", { facility_id: "fac_1" })],
    cyberAssets: [
      cyberAsset("ca_new_0", "alpha-rtu-09", "cs_alpha"),
      cyberAsset("ca_listed", "alpha-hmi-01", "cs_alpha", "software"),
    ],
  }),
);
const LISTED_TEXT = serializeListing(LISTED);

/** `draft`, keeping LISTED beside it when it is a drift check's and the clone keeps listings. */
function withListing(draft: EvidenceDraft, listed: boolean | undefined): EvidenceDraft {
  if (listed !== true || draft.kind !== "monitoring") return draft;
  return {
    ...draft,
    monitoring: { ...draft.monitoring, listing: listingReference(LISTED_TEXT, LISTED) },
  };
}

/**
 * A git clone of the ledger, each record committed on its own with the checkpoint beside it,
 * folded from the records before it as the drift check folds them (and verify recomputes it).
 */
export async function cloneOf(
  steps: readonly LedgerStep[],
  cut: number,
  options: CloneOptions = {},
): Promise<{ dir: string; checkpoint: string; sealed: SealedRecord[] }> {
  const drafts = stepDrafts(WORKSPACE, steps);
  // The drift check seals on the same day as the record before it.
  const entries = [
    ...drafts.slice(0, cut),
    { draft: { ...check(), workspace: WORKSPACE }, at: drafts[cut - 1]!.at },
    ...drafts.slice(cut),
    ...(options.otherWorkspace === true ? stepDrafts("grid-west", steps.slice(0, 1)) : []),
  ];
  const listed = entries.map(({ draft, at }) => ({
    draft: withListing(draft, options.listed),
    at,
  }));
  const { sealed, checkpoints } = chainWithCheckpoints(listed, {
    carriers: new Set([cut]),
    ...(options.edit === undefined ? {} : { edit: options.edit }),
  });
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const authorOf = options.authorOf ?? (() => BOT);
  for (const [index, record] of sealed.entries()) {
    const beside = checkpoints.filter(({ path }) => path === `${record.path}.checkpoint`);
    const listing =
      listingOf(record.record) === undefined
        ? []
        : [{ path: listingPath(record.path), text: LISTED_TEXT }];
    const writer = options.writerOf?.(index);
    const signature =
      writer === undefined
        ? []
        : [
            {
              path: `${record.path}${SIGNATURE_SUFFIX}`,
              text: signRecord(writer, sha256Hex(record.text)),
            },
          ];
    const files = [
      record,
      ...(beside as SealedRecord[]),
      ...(listing as SealedRecord[]),
      ...(signature as SealedRecord[]),
    ];
    const key = options.signerOf?.(index);
    if (key === undefined) await commit(dir, authorOf(index), files);
    else await signedCommit(dir, authorOf(index), files, key);
  }
  return { dir, checkpoint: checkpoints[0]!.path, sealed };
}

/** The day the checkpoint's record is sealed on: the drift check seals on its step's day. */
export const carrierDay = (steps: readonly LedgerStep[], cut: number) =>
  steps.slice(0, cut).reduce((days, { gap }) => days + gap, 0);

export const COMMISSIONED = { gap: 0, commission: "high", baseline: 1 } as LedgerStep;
const AGAIN = { gap: 2, commission: "high", baseline: 1 } as LedgerStep;
const UNSIGNED = { gap: 2, observe: { withId: true }, back: 0, unsigned: true } as LedgerStep;

/** `path`'s file in the clone with a space before its last newline: still JSON, other bytes. */
async function editInPlace(dir: string, path: string) {
  const text = await readFile(join(dir, path), "utf8");
  await writeFile(join(dir, path), `${text.trimEnd()} \n`);
}

type Clone = Awaited<ReturnType<typeof cloneOf>>;

/**
 * The clones a command that may start from a checkpoint reads from every record instead, each
 * with what its standard error says (a break after the checkpoint is refused by both readings):
 * [what, steps, the checkpoint's entry, the clone's options, what spoils it, the warning].
 */
export const READ_FROM_EVERY_RECORD: [
  string,
  LedgerStep[],
  number,
  CloneOptions,
  (clone: Clone) => Promise<void>,
  string,
][] = [
  ["a ledger of two workspaces", [COMMISSIONED], 1, { otherWorkspace: true }, async () => {}, ""],
  [
    "a collector's record before it that no operator key signed",
    [COMMISSIONED, UNSIGNED],
    2,
    {},
    async () => {},
    "warning: records/grid-east/",
  ],
  [
    "its record's commit by another author",
    [COMMISSIONED, AGAIN],
    2,
    { authorOf: (i) => (i === 2 ? "mallory" : BOT) },
    async () => {},
    "the history from its record's commit is not vouched for",
  ],
  [
    "a record after it edited (a break the full reading shows)",
    [COMMISSIONED, AGAIN, AGAIN],
    1,
    {},
    // The record after the checkpoint's: the next one no longer follows it.
    async (c) => editInPlace(c.dir, c.sealed[2]!.path),
    "a record after it does not verify",
  ],
];
