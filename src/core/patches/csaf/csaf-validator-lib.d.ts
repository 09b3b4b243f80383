// The two entry points of @secvisogram/csaf-validator-lib we import, typed as its README documents
// them: the package is JavaScript with JSDoc and publishes no declarations.
declare module "@secvisogram/csaf-validator-lib/lib/validate.js" {
  export interface CsafMessage {
    message: string;
    instancePath: string;
  }
  export interface CsafTestResult {
    isValid?: boolean;
    errors?: CsafMessage[];
    warnings?: CsafMessage[];
    infos?: CsafMessage[];
  }
  export type DocumentTest = (doc: unknown) => CsafTestResult | Promise<CsafTestResult>;
  export default function validate(
    tests: readonly DocumentTest[],
    doc: unknown,
  ): Promise<{
    isValid: boolean;
    tests: ({ name: string; isValid: boolean } & Required<Omit<CsafTestResult, "isValid">>)[];
  }>;
}

/** The "basic" preset: the strict CSAF 2.0 JSON schema and every mandatory test (6.1). */
declare module "@secvisogram/csaf-validator-lib/basic.js" {
  import type { DocumentTest } from "@secvisogram/csaf-validator-lib/lib/validate.js";
  export const csaf_2_0_strict: DocumentTest;
  export const mandatoryTest_6_1_1: DocumentTest;
}
