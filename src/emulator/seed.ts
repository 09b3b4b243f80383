// The emulator's seed: the organizations, keys and records it starts with. Parsed strictly, because
// a typo in a seed would otherwise surface as a confusing test failure far from its cause. The
// seed's types live in seed-model.ts and its field-by-field checks in seed-validator.ts; this
// module holds the entry points: parsing a seed, checking a parsed one, finding duplicate names.
import { nameKey } from "../core/shared/names.ts";
import { findJsonSyntaxError } from "./json-syntax.ts";
import { type EmulatorSeed, EmulatorSeedError } from "./seed-model.ts";
import { SeedValidator } from "./seed-validator.ts";

// The seed's public face: callers outside this folder (the CLI, tests, benchmarks) build and parse
// seeds from here alone.
export type {
  EmulatorSeed,
  SeedControlCenter,
  SeedCyberAsset,
  SeedCyberSystem,
  SeedFacility,
  SeedOrganization,
} from "./seed-model.ts";
export { EmulatorSeedError };

/** Parses and checks a seed file's text; `sourceName` (a path, usually) starts every message. */
export function parseEmulatorSeed(text: string, sourceName: string): EmulatorSeed {
  return validateEmulatorSeed(parseJson(text, sourceName), sourceName, []);
}

/** Parses JSON text, or throws an EmulatorSeedError naming `sourceName`:line:column and `fix`. */
export function parseJson(text: string, sourceName: string, fix = "fix the syntax there"): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const problem = findJsonSyntaxError(text);
    const where =
      problem === undefined ? sourceName : `${sourceName}:${problem.line}:${problem.column}`;
    throw new EmulatorSeedError(
      `${where}: not valid JSON (${problem?.reason ?? "syntax error"}); ${fix}.`,
    );
  }
}

/**
 * Checks an already parsed seed. `extraRootKeys` are top-level keys the caller handles itself
 * (the state file adds its own); any other unknown key is an error.
 */
export function validateEmulatorSeed(
  value: unknown,
  sourceName: string,
  extraRootKeys: readonly string[],
): EmulatorSeed {
  return new SeedValidator(sourceName).seed(value, extraRootKeys);
}

/**
 * The first pair of assets of one organization whose names are equal ignoring case, as JSON paths,
 * or undefined. The emulator refuses such a seed while it enforces unique names.
 */
export function findDuplicateAssetName(
  seed: EmulatorSeed,
): { first: string; second: string; name: string } | undefined {
  for (const [orgIndex, organization] of seed.organizations.entries()) {
    const seen = new Map<string, number>();
    for (const [index, asset] of organization.cyber_assets.entries()) {
      const earlier = seen.get(nameKey(asset.name));
      if (earlier !== undefined) {
        const base = `organizations[${orgIndex}].cyber_assets`;
        return {
          first: `${base}[${earlier}].name`,
          second: `${base}[${index}].name`,
          name: asset.name,
        };
      }
      seen.set(nameKey(asset.name), index);
    }
  }
  return undefined;
}
