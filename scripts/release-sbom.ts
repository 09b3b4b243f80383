// The release's CycloneDX SBOM: npm's own (`npm sbom`, from the lock file) narrowed to the packages
// ncc bundled into dist/. Every runtime library is a devDependency (the published package installs
// nothing), so npm marks them all "development"; what ships is exactly the bundled set, which the
// build recorded (scripts/bundled-packages.ts). The result is reproducible: the timestamp is the
// release commit's, and the serial number is derived from the content.
import { createHash } from "node:crypto";
import type { BundledPackage } from "./bundled-packages.ts";

interface Property {
  name: string;
  value: string;
}

interface Component {
  "bom-ref": string;
  name: string;
  version: string;
  scope?: string;
  properties?: Property[];
  [field: string]: unknown;
}

interface Dependency {
  ref: string;
  dependsOn?: string[];
}

export interface CycloneDxBom {
  serialNumber?: string;
  metadata: {
    timestamp?: string;
    lifecycles?: Array<{ phase: string }>;
    component: Component;
    [field: string]: unknown;
  };
  components: Component[];
  dependencies?: Dependency[];
  [field: string]: unknown;
}

const DEVELOPMENT = "cdx:npm:package:development";
const PRIVATE = "cdx:npm:package:private";
const BUNDLED: Property = { name: "cdx:npm:package:bundled", value: "true" };

// A name-based UUID (version 5 layout) over the BOM's content, as CycloneDX's pattern requires.
function contentSerialNumber(bom: CycloneDxBom): string {
  const hex = createHash("sha256").update(JSON.stringify(bom)).digest("hex").slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `npm sbom`'s BOM reduced to the application and the packages bundled into it, or an error naming
 * the bundled packages npm's BOM does not list (the lock file and dist/ disagree: rebuild).
 */
export function bundleSbom(
  npmBom: CycloneDxBom,
  bundled: readonly BundledPackage[],
  application: { name: string; version: string; timestamp: string },
): CycloneDxBom {
  const wanted = new Set(bundled.map((entry) => `${entry.name}@${entry.version}`));
  const components = npmBom.components
    .filter((component) => wanted.has(`${component.name}@${component.version}`))
    .map((component) => ({
      ...component,
      scope: "required",
      properties: [
        ...(component.properties ?? []).filter((property) => property.name !== DEVELOPMENT),
        BUNDLED,
      ],
    }));
  const listed = new Set(components.map((component) => `${component.name}@${component.version}`));
  const missing = [...wanted].filter((entry) => !listed.has(entry));
  if (missing.length > 0) {
    throw new Error(
      `npm sbom does not list ${missing.join(", ")}, which dist/ bundles: run \`npm ci\` and \`npm run build\`, then release again.`,
    );
  }
  const rootRef = npmBom.metadata.component["bom-ref"];
  const kept = new Set([rootRef, ...components.map((component) => component["bom-ref"])]);
  const root: Component = {
    ...npmBom.metadata.component,
    name: application.name,
    version: application.version,
    properties: (npmBom.metadata.component.properties ?? []).filter((p) => p.name !== PRIVATE),
  };
  const bom: CycloneDxBom = {
    ...npmBom,
    serialNumber: undefined,
    metadata: {
      ...npmBom.metadata,
      timestamp: application.timestamp,
      lifecycles: [{ phase: "build" }],
      component: root,
    },
    components,
    dependencies: (npmBom.dependencies ?? [])
      .filter((dependency) => kept.has(dependency.ref))
      .map((dependency) => ({
        ref: dependency.ref,
        dependsOn: (dependency.dependsOn ?? []).filter((ref) => kept.has(ref)),
      })),
  };
  return { ...bom, serialNumber: contentSerialNumber(bom) };
}
