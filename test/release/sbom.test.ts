// The SBOM keeps npm's description of the bundled packages and drops what only development uses;
// a bundled package npm does not know stops the release instead of shipping an incomplete SBOM.
import { describe, expect, it } from "vitest";
import { bundleSbom, type CycloneDxBom } from "../../scripts/release-sbom.ts";

const DEV = { name: "cdx:npm:package:development", value: "true" };

function npmBom(): CycloneDxBom {
  return {
    bomFormat: "CycloneDX",
    specVersion: "1.5",
    serialNumber: "urn:uuid:00000000-0000-4000-8000-000000000000",
    metadata: {
      timestamp: "2026-11-23T21:00:00.000Z",
      component: {
        "bom-ref": "app@0.2.0",
        name: "checkout-folder",
        version: "0.2.0",
        properties: [{ name: "cdx:npm:package:private", value: "true" }],
      },
    },
    components: [
      {
        "bom-ref": "zod@4.0.0",
        name: "zod",
        version: "4.0.0",
        scope: "optional",
        properties: [DEV],
      },
      {
        "bom-ref": "@a/b@1.0.0",
        name: "@a/b",
        version: "1.0.0",
        scope: "optional",
        properties: [DEV],
      },
      { "bom-ref": "eslint@10.0.0", name: "eslint", version: "10.0.0", properties: [DEV] },
    ],
    dependencies: [
      { ref: "app@0.2.0", dependsOn: ["zod@4.0.0", "@a/b@1.0.0", "eslint@10.0.0"] },
      { ref: "@a/b@1.0.0", dependsOn: ["zod@4.0.0", "eslint@10.0.0"] },
      { ref: "eslint@10.0.0", dependsOn: ["zod@4.0.0"] },
    ],
  };
}

const APPLICATION = {
  name: "cip-inventory-sync",
  version: "0.2.0",
  timestamp: "2026-11-24T08:00:00+00:00",
};

describe("bundleSbom", () => {
  const bundled = [
    { name: "@a/b", version: "1.0.0" },
    { name: "zod", version: "4.0.0" },
  ];

  it("lists exactly the bundled packages, as required, with the dependencies between them", () => {
    const bom = bundleSbom(npmBom(), bundled, APPLICATION);
    expect(bom.components.map((c) => [c["bom-ref"], c.scope, c.properties])).toEqual([
      ["zod@4.0.0", "required", [{ name: "cdx:npm:package:bundled", value: "true" }]],
      ["@a/b@1.0.0", "required", [{ name: "cdx:npm:package:bundled", value: "true" }]],
    ]);
    expect(bom.dependencies).toEqual([
      { ref: "app@0.2.0", dependsOn: ["zod@4.0.0", "@a/b@1.0.0"] },
      { ref: "@a/b@1.0.0", dependsOn: ["zod@4.0.0"] },
    ]);
    expect(bom.metadata).toMatchObject({
      timestamp: APPLICATION.timestamp,
      component: { name: "cip-inventory-sync", version: "0.2.0", properties: [] },
    });
  });

  it("derives the serial number from the content: the same input gives the same BOM", () => {
    const first = bundleSbom(npmBom(), bundled, APPLICATION);
    expect(bundleSbom(npmBom(), bundled, APPLICATION)).toEqual(first);
    expect(first.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const later = bundleSbom(npmBom(), bundled, { ...APPLICATION, version: "0.2.1" });
    expect(later.serialNumber).not.toBe(first.serialNumber);
  });

  it("refuses a bundled package npm's BOM does not list", () => {
    expect(() =>
      bundleSbom(npmBom(), [...bundled, { name: "yaml", version: "2.9.1" }], APPLICATION),
    ).toThrow(
      "npm sbom does not list yaml@2.9.1, which dist/ bundles: run `npm ci` and `npm run build`, then release again.",
    );
  });
});
