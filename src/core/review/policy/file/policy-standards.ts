// The standards the owner policy's `standards:` may name, each with its versions: those the
// requirement table has rows of, and those a family judges by rows of its own, declared on its
// shape (FamilyShape.standard, core/families/). The policy's parser and its JSON Schema read this
// one list. Pure.
import { FAMILY_SHAPES } from "../../../families/family-shapes.ts";
import { TABLE_STANDARDS, versionsOf } from "../../../inventory/baselines/standard-versions.ts";

/** Every standard `standards:` may name, the table's first. */
export const POLICY_STANDARDS: readonly string[] = [
  ...TABLE_STANDARDS,
  ...FAMILY_SHAPES.flatMap((shape) =>
    shape.standard === undefined ? [] : [shape.standard.standard],
  ),
];

/**
 * The versions of `standard` its rows quote, the later ones they name and, where its rows give it,
 * each later one's first day of enforcement (the requirement table's rows give none: the entity
 * writes the day its implementation plan gives it).
 */
export function policyVersionsOf(standard: string): {
  quoted: string[];
  later: string[];
  enforceableFrom: Readonly<Record<string, string>>;
} {
  const family = FAMILY_SHAPES.find((shape) => shape.standard?.standard === standard)?.standard;
  return family === undefined
    ? { ...versionsOf(standard), enforceableFrom: {} }
    : {
        quoted: [...family.quoted],
        later: [...family.later],
        enforceableFrom: family.enforceableFrom,
      };
}
