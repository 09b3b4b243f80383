// The reviewed-file sets of the family table's rows (MERGE_JUDGED_FAMILIES' `reviewedFiles`), in
// its order, where the evidence record's model and schema can read them: core/evidence sits below
// core/obligations, which holds the table and reads these records, so it cannot read the table
// itself. test/core/obligations/family-table.test.ts holds the two equal. Pure.
import { ASSESSMENT_FILES } from "../../../assessments/assessment-file-set.ts";
import { PATCH_FILES } from "../../../patches/patch-file-set.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidenceSchema,
} from "./reviewed-files-record.ts";

/** Each family's reviewed files, in the family table's order. */
export const RECORDED_FILE_SETS = [PATCH_FILES, ASSESSMENT_FILES] as const;

type RecordedFileSet = (typeof RECORDED_FILE_SETS)[number];

/** A merge record's field of each set, typed from the list: a set added to it is typed there too. */
export type ReviewedFilesFields = {
  [S in RecordedFileSet as S["field"]]?: ReviewedFilesEvidence;
};

/**
 * The change record schema's field of each set, in the list's order (the schema's key order), each
 * described as its set describes it.
 */
export const REVIEWED_FILES_FIELD_SCHEMAS = Object.fromEntries(
  RECORDED_FILE_SETS.map((set) => [
    set.field,
    reviewedFilesEvidenceSchema(set.recordDescription).optional(),
  ]),
  // Object.fromEntries types its keys as string: the list's fields are its keys.
) as {
  [S in RecordedFileSet as S["field"]]: ReturnType<
    ReturnType<typeof reviewedFilesEvidenceSchema>["optional"]
  >;
};
