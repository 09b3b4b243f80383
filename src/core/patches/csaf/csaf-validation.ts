// A CSAF 2.0 advisory is checked by the reference validator (@secvisogram/csaf-validator-lib, the
// BSI's Secvisogram project), never by hand: its "basic" preset, the strict CSAF 2.0 JSON schema
// and every mandatory test of the standard's section 6.1. Its optional and informative tests are
// left out: they judge style, and one of them reaches the network (URLs) and another a spelling
// program. Pure: the validator computes, it reads no file.
import validate from "@secvisogram/csaf-validator-lib/lib/validate.js";
import * as basic from "@secvisogram/csaf-validator-lib/basic.js";
import { errorMessage } from "../../shared/errors.ts";

/** One thing the validator refuses: where in the document, what, and which of its tests says so. */
export interface CsafProblem {
  instancePath: string;
  message: string;
  test: string;
}

const BASIC_TESTS = Object.values(basic);

/** What the validator refuses in `doc`; none: a valid CSAF 2.0 document. */
export async function csafProblems(doc: unknown): Promise<CsafProblem[]> {
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    result = await validate(BASIC_TESTS, doc);
  } catch (error) {
    // A test that cannot read the document refuses it: what it could not check is not valid.
    return [
      {
        instancePath: "",
        message: `the validator stopped: ${errorMessage(error)}`,
        test: "validate",
      },
    ];
  }
  const problems = result.tests.flatMap((test) =>
    test.errors.map((error) => ({
      instancePath: error.instancePath,
      message: error.message,
      test: test.name,
    })),
  );
  // A test that fails without saying why still fails the document.
  if (problems.length === 0 && !result.isValid)
    return [{ instancePath: "", message: "the validator refuses it", test: "validate" }];
  return problems;
}
