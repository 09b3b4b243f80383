// The one check every writer under a folder it was given makes first (issue 69, item 5): where a
// path really is, links followed through its nearest existing ancestor, inside the folder or not.
import { mkdir, mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { containedPath } from "../../../src/io/checkout/contained-path.ts";

let root: string;
let outside: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), "cip-contained-")));
  outside = await realpath(await mkdtemp(join(tmpdir(), "cip-contained-outside-")));
  await mkdir(join(root, "patch-evaluations"));
  await symlink(outside, join(root, "patch-evaluations", "linked"));
  await symlink(join(outside, "nothing"), join(root, "dangling"));
  await symlink(join(root, "patch-evaluations"), join(root, "inner-link"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

it.each<[string, (r: string, o: string) => [string, { inside: string } | { outside: string }]]>([
  [
    "a file to be made in a folder to be made",
    (r) => [join(r, "new", "a.yaml"), { inside: join(r, "new", "a.yaml") }],
  ],
  [
    "a link to a folder inside",
    (r) => [join(r, "inner-link", "x.yaml"), { inside: join(r, "patch-evaluations", "x.yaml") }],
  ],
  [
    "a folder linked outside",
    (r, o) => [
      join(r, "patch-evaluations", "linked", "2026-03.yaml"),
      { outside: join(o, "2026-03.yaml") },
    ],
  ],
  [
    "a link to nothing",
    (r) => [join(r, "dangling", "a.yaml"), { outside: join(r, "dangling", "a.yaml") }],
  ],
  [
    "a name climbing out",
    (r) => [
      join(r, "patch-evaluations", "..", "..", "escaped.yaml"),
      { outside: join(r, "..", "escaped.yaml") },
    ],
  ],
])("%s", async (_case, made) => {
  const [path, expected] = made(root, outside);
  expect(await containedPath(root, path)).toEqual(expected);
});
