// What the cross-family tests draw of each family (issue 97, item 2): a family's module,
// test/core/families/<its shape's folder>/family-samples.ts, gives what a generated plan shows of
// its reviewed files and the merges a generated ledger takes of them. They are found here by their
// path, so that a family joins the generated plans (family-outputs.test.ts) and ledgers
// (obligation-ledgers.ts) from its own test folder, with no edit to either. A family's module
// imports this one for its types only: the modules are loaded when this one is.
import { readdirSync } from "node:fs";
import type fc from "fast-check";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";

/**
 * Each family's step of a generated ledger, under a name of its own: each family's module adds its
 * member by declaration merging, so that the ledgers' steps name none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each family adds its member
export interface FamilyLedgerSteps {}

/** A step of one of the families' in a generated ledger. */
export type FamilyLedgerStep = FamilyLedgerSteps[keyof FamilyLedgerSteps];

/** What the cross-family tests draw of one family. */
export interface FamilySamples<Step extends FamilyLedgerStep = FamilyLedgerStep> {
  /** Its reviewed files' field in the plan and the merge record, its shape's. */
  field: string;
  /** What a plan shows of one of its files (its shape's `shown`). */
  shown: fc.Arbitrary<object>;
  /** The merges of its files a generated ledger takes. */
  ledger: {
    /**
     * Where its steps are drawn among the families' (a family that joins takes the next): the
     * recorded digests of family-outputs.test.ts hold every generated ledger, so no family's
     * place moves.
     */
    place: number;
    /** How often its steps are drawn beside the others'. */
    weight: number;
    step: fc.Arbitrary<Step>;
    /** Whether `step` is one of its. */
    is(step: object): step is Step;
    /** The record of `step`, sealed on day `at` as the chain's record `sequence`. */
    draft(step: Step, at: { at: number; sequence: number }): EvidenceDraft;
  };
}

const FAMILIES = new URL("../core/families/", import.meta.url);

/**
 * Every family's samples, each from the folder mirroring its shape's (a folder of
 * test/core/families/ without its family-samples.ts stops every test that draws them), in the
 * order of their places.
 */
export const FAMILY_SAMPLES: readonly FamilySamples[] = (
  await Promise.all(
    readdirSync(FAMILIES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => {
        const module = (await import(new URL(`${name}/family-samples.ts`, FAMILIES).href)) as {
          FAMILY_SAMPLES: FamilySamples;
        };
        return module.FAMILY_SAMPLES;
      }),
  )
).sort((a, b) => a.ledger.place - b.ledger.place);

const places = FAMILY_SAMPLES.map((samples) => samples.ledger.place);
if (new Set(places).size !== places.length)
  throw new Error(
    `two families' samples share a place (${places.join(", ")}): give the newest family's family-samples.ts the next place`,
  );
