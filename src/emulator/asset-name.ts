// The one rule for an asset's name, shared by the seed (seed-validator.ts) and the API's request
// bodies (request-body.ts), so that both refuse the same names in the same words.
// The spec shows no limit on names; a real service has one, and the emulator takes the inventory's.
import { MAX_NAME_LENGTH } from "../core/inventory/document/inventory-schema.ts";

/**
 * Checks an asset name as both the seed and the API do; returns what is wrong with it, or
 * undefined when it is acceptable.
 */
export function assetNameProblem(name: string): string | undefined {
  if (name.trim() === "") return "must not be empty or only whitespace";
  if (name.length > MAX_NAME_LENGTH) {
    return `must be at most ${MAX_NAME_LENGTH} characters (it has ${name.length})`;
  }
  return undefined;
}
