// CSAF 2.0 advisories for the tests, shaped as vendors publish them: the fixture
// test/fixtures/csaf/vendor-rtac-2026-004.json (a vendor's advisory with a product tree of two
// products in two versions each, vendor_fix remediations and a mitigation), which the reference
// validator accepts, and variations of it built in code.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const VENDOR_ADVISORY_FILE = fileURLToPath(
  new URL("../fixtures/csaf/vendor-rtac-2026-004.json", import.meta.url),
);
export const BROKEN_ADVISORY_FILE = fileURLToPath(
  new URL("../fixtures/csaf/broken-undefined-product.json", import.meta.url),
);

/** The parts of an advisory the tests change. */
export interface AdvisoryJson {
  document: { title: string; tracking: Record<string, unknown> } & Record<string, unknown>;
  product_tree: Record<string, unknown[]>;
  vulnerabilities: ({
    product_status: Record<string, string[]>;
    remediations: Record<string, unknown>[];
  } & Record<string, unknown>)[];
}

/** A fresh copy of the vendor's advisory, for a test to change. */
export function vendorAdvisory(): AdvisoryJson {
  return JSON.parse(readFileSync(VENDOR_ADVISORY_FILE, "utf8")) as AdvisoryJson;
}

/** The vendor's advisory with another tracking id and release day (YYYY-MM-DD). */
export function advisoryReleased(id: string, day: string): AdvisoryJson {
  const doc = vendorAdvisory();
  const at = `${day}T15:00:00.000Z`;
  Object.assign(doc.document.tracking, {
    id,
    initial_release_date: at,
    current_release_date: at,
    revision_history: [{ date: at, number: "1", summary: "Initial release." }],
  });
  for (const remediation of doc.vulnerabilities[0]!.remediations) delete remediation.date;
  return doc;
}
