// The merge record's field of each family's reviewed files, made by looping over the families'
// shapes (core/families/family-shapes.ts, the family table's order), each described as its shape
// describes it: the record's model and schema name no family. Pure.
import { REVIEWED_FILE_SHAPES, type ReviewedFileField } from "../../../families/family-shapes.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidenceSchema,
} from "./reviewed-files-record.ts";

/** A merge record's field of each family's files, typed from the shapes: one added is typed too. */
export type ReviewedFilesFields = {
  [Field in ReviewedFileField]?: ReviewedFilesEvidence;
};

/**
 * The change record schema's field of each family's files, in the shapes' order (the schema's key
 * order), each described as its shape describes it.
 */
export const REVIEWED_FILES_FIELD_SCHEMAS = Object.fromEntries(
  REVIEWED_FILE_SHAPES.map((shape) => [
    shape.field,
    reviewedFilesEvidenceSchema(shape.recordDescription).optional(),
  ]),
  // Object.fromEntries types its keys as string: the shapes' fields are its keys.
) as {
  [Field in ReviewedFileField]: ReturnType<
    ReturnType<typeof reviewedFilesEvidenceSchema>["optional"]
  >;
};
