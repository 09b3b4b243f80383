// The reviewed files a merge's record carries, parsed ahead on a ledger reader's thread and kept on
// the judging thread (issue 99): for every family's carried kind, the value handed over (the
// reader's parse of the record as the schema checked it, crossed as a structured clone) is exactly
// the judging thread's parse of the same record in place, a file the parser refuses included
// (undefined); once kept, the judging thread's read is that value, not a parse of its own; and a
// record whose values are handed over in part, or with one of a kind not declared here, judges as
// one whose values none were.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLedgerFile } from "../../../src/core/evidence/chain/chain-check.ts";
import { parseVerifiedRecord } from "../../../src/core/evidence/chain/evidence-chain.ts";
import { sealRecord } from "../../../src/core/evidence/chain/record-files.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { reviewedFilesEvidence } from "../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import {
  CARRIED_KINDS,
  type CarriedRead,
  carriedReadsOf,
  keepCarriedReads,
} from "../../../src/core/obligations/carried-reads.ts";
import type { ReviewedFileField } from "../../../src/core/families/family-shapes.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import { filesCarriedBy } from "../../../src/core/obligations/obligation-families.ts";
import { ObligationsPass } from "../../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { changeDraft, day } from "../../support/evidence-records.ts";
import { FAMILY_SAMPLES } from "../../support/family-samples.ts";
import { generatedLedger } from "../../support/obligation-ledgers.ts";

/** Each family's record field with the kinds of its files it declares. */
const FAMILIES_CARRYING = MERGE_JUDGED_FAMILIES.flatMap(({ reviewedFiles }) =>
  reviewedFiles?.carriedKinds === undefined
    ? []
    : [
        {
          field: reviewedFiles.field,
          belongs: reviewedFiles.belongs,
          kinds: reviewedFiles.carriedKinds,
        },
      ],
);

const DOCS = new URL("../../../docs/", import.meta.url);
const EXAMPLES = new URL("../../../examples/", import.meta.url);

/** Every file the docs show (a ```yaml block whose first line names it) and the examples hold. */
function shownFiles(): { file: string; text: string }[] {
  const pages = readdirSync(DOCS, { recursive: true, encoding: "utf8" }).filter((path) =>
    path.endsWith(".md"),
  );
  const blocks = pages.flatMap((page) =>
    [...readFileSync(new URL(page, DOCS), "utf8").matchAll(/```yaml\n# (\S+)\n([\s\S]*?)```/g)].map(
      ([, file, text]) => ({ file: file!, text: text! }),
    ),
  );
  const examples = readdirSync(EXAMPLES, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".yaml"))
    .map((file) => ({ file, text: readFileSync(new URL(file, EXAMPLES), "utf8") }));
  return [...blocks, ...examples];
}

/** The files the generated ledgers' merges carry, each family's. */
function sampledFiles(): { file: string; text: string }[] {
  return FAMILY_SAMPLES.flatMap((samples) =>
    fc.sample(samples.ledger.step, { seed: 99, numRuns: 40 }).flatMap((step) => {
      const draft = samples.ledger.draft(step, { at: 1, sequence: 2 });
      return draft.kind === "change"
        ? (draft.change[samples.field as ReviewedFileField]?.files ?? [])
        : [];
    }),
  );
}

/** Every sample of a file of some family's carried kind, with its family's record field. */
const CORPUS = [...shownFiles(), ...sampledFiles()].flatMap(({ file, text }) =>
  FAMILIES_CARRYING.filter(({ kinds }) => kinds.some((kind) => kind.is(file))).map(
    ({ field, belongs }) => ({ field, belongs, file, text }),
  ),
);

/** A sample as written, or broken: cut short, a line left out, or a line of its own added. */
const sampleText = fc.constantFrom(...CORPUS).chain((sample) =>
  fc
    .oneof(
      fc.constant(sample.text),
      fc.nat(sample.text.length).map((at) => sample.text.slice(0, at)),
      fc.nat(40).map((at) => {
        const lines = sample.text.split("\n");
        return lines.filter((_, index) => index !== at % lines.length).join("\n");
      }),
      fc.string({ maxLength: 12 }).map((line) => `${sample.text}\n${line}\n`),
    )
    .map((text) => ({ ...sample, text })),
);

/** A merge's record carrying `samples` (the last of a path kept), as a reader reads its bytes. */
function mergeCarrying(
  samples: readonly {
    field: string;
    belongs: (path: string) => boolean;
    file: string;
    text: string;
  }[],
) {
  const draft = changeDraft("grid-east", 7);
  for (const { field, belongs } of FAMILIES_CARRYING) {
    const merged = new Map(
      samples.filter((sample) => sample.field === field).map(({ file, text }) => [file, text]),
    );
    const carried = reviewedFilesEvidence(merged, new Map(), "c".repeat(40), belongs);
    if (carried !== undefined) draft.change[field as ReviewedFileField] = carried;
  }
  const sealed = sealRecord(draft, undefined, day(3));
  return { path: sealed.path, bytes: Buffer.from(sealed.text) };
}

/** What a reader hands back of the record in `bytes`: its reads, as a message clones them. */
function handedOver(path: string, bytes: Buffer): CarriedRead[] | undefined {
  const checked = checkLedgerFile({ path, bytes }, true);
  if (checked.kind !== "record" || checked.record === undefined)
    throw new Error(`${path} is no valid record`);
  return structuredClone(carriedReadsOf(checked.record));
}

/**
 * Every kind's cache emptied of the files read so far: each kind reads as many texts of its own
 * (a comment, which no parser reads as a file) as it keeps, so that a judging reads only what it
 * parsed or kept itself.
 */
function forgetKept(): void {
  for (const kind of CARRIED_KINDS.values())
    for (let text = 0; text < 64; text++) kind.read(`# ${text}\n`, "forgotten.yaml");
}

describe("carried reviewed files parsed ahead", () => {
  it("names each family's carried kinds once", () => {
    const declared = FAMILIES_CARRYING.flatMap(({ kinds }) => kinds.map((kind) => kind.name));
    expect([...CARRIED_KINDS.keys()]).toStrictEqual(declared);
  });

  it("has samples every carried kind reads and refuses", () => {
    for (const kind of CARRIED_KINDS.values()) {
      const samples = CORPUS.filter(({ file }) => kind.is(file));
      expect(
        samples.some(({ file, text }) => kind.parse(text, file) !== undefined),
        kind.name,
      ).toBe(true);
      expect(
        samples.some(({ file, text }) => kind.parse(text.slice(0, 5), file) === undefined),
        kind.name,
      ).toBe(true);
    }
  });

  it("hands over, for every kind, exactly what the judging thread parses in place, and keeps it", () => {
    fc.assert(
      fc.property(fc.array(sampleText, { minLength: 1, maxLength: 4 }), (samples) => {
        const { path, bytes } = mergeCarrying(samples);
        const reads = handedOver(path, bytes) ?? [];
        const record = parseVerifiedRecord(bytes);
        const expected: CarriedRead[] = [];
        for (const { field, kinds } of FAMILIES_CARRYING)
          for (const { file, text } of filesCarriedBy(record, field as ReviewedFileField)?.files ??
            [])
            for (const kind of kinds.filter((each) => each.is(file)))
              expected.push({ kind: kind.name, file, value: kind.parse(text, file) });
        // Each read is a property of its own, undefined (a refused file) as well.
        expect(reads).toStrictEqual(expected);
        keepCarriedReads(record, reads);
        for (const { field, kinds } of FAMILIES_CARRYING)
          for (const { file, text } of filesCarriedBy(record, field as ReviewedFileField)?.files ??
            [])
            for (const kind of kinds.filter((each) => each.is(file))) {
              const handed = reads.find((read) => read.kind === kind.name && read.file === file);
              // The value kept, not a parse of the judging thread's own.
              expect(kind.read(text, file)).toBe(handed?.value);
            }
      }),
      { numRuns: 150 },
    );
  });

  it("judges a record whose values are handed over in part, or with an unknown kind's, as one whose values none were", () => {
    fc.assert(
      fc.property(generatedLedger, fc.infiniteStream(fc.boolean()), (records, handed) => {
        const judged = (keep: (entry: HashedRecord) => void) => {
          forgetKept();
          const pass = new ObligationsPass(day(400), DEFAULT_CALENDAR);
          for (const entry of records) {
            keep(entry);
            pass.add(entry);
          }
          return { checkpoint: pass.checkpoint(), found: pass.finish() };
        };
        const drawn = handed[Symbol.iterator]();
        const inPart = judged(({ record }) => {
          const reads = structuredClone(carriedReadsOf(record)) ?? [];
          keepCarriedReads(record, [
            ...reads.filter(() => drawn.next().value === true),
            ...reads.map((read) => ({ ...read, kind: `${read.kind} of no family`, value: null })),
          ]);
        });
        expect(inPart).toStrictEqual(judged(() => {}));
      }),
      { numRuns: 40 },
    );
  });
});
