// `cip-ledger.yaml`: the reviewed declaration of the evidence ledger's writer, at the repository's
// root on the default branch. It names the public keys whose private halves sign every record and
// kept head (writer-proof.ts), and, per workspace, the record the ledger is known to hold once it
// has begun, so that a missing branch or a missing kept head is "cannot tell", never "not started".
// It binds only as a fact in force: the Action reads it at the commit it judges from and refuses
// when that differs from the one at the commit in force (a change to it that the gate did not
// accept), as it reads the owner policy. Pure.
import type { KeyObject } from "node:crypto";
import { type Document, isMap, isNode, isScalar, isSeq, LineCounter, type Node } from "yaml";
import { z } from "zod";
import {
  nodeStart,
  parseYamlDocuments,
  StrictYamlReader,
} from "../../inventory/document/yaml-reader.ts";
import {
  compareDiagnostics,
  type Diagnostic,
  formatLocation,
  quote,
} from "../../shared/diagnostics.ts";
import { closestNames } from "../../shared/names.ts";
import { listOf } from "../../shared/wording.ts";
import { canonicalJson, sha256Hex } from "../../shared/sha256.ts";
import { keyFingerprint } from "./writer-proof.ts";
import {
  operatorKeyProblem,
  PRIVATE_KEY_REFUSED,
  privateKeyOffsets,
  writerPublicKey,
} from "./writer-key.ts";

/** Where the declaration lives: the repository's root, as cip-policy.yaml. */
export const LEDGER_DECLARATION_FILE = "cip-ledger.yaml";

const headSchema = z.strictObject({
  sequence: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
});

const HEAD_KEYS = Object.keys(headSchema.shape);

const declarationSchema = z.strictObject({
  version: z.literal(1),
  writer_keys: z.array(z.string()).min(1),
  operator_keys: z.array(z.string()).optional(),
  starts: z.record(z.string().min(1), headSchema).optional(),
});

const DECLARATION_KEYS = Object.keys(declarationSchema.shape);

/** A record the ledger is known to hold, by sequence and the SHA-256 of its file. */
export interface DeclaredHead {
  sequence: number;
  sha256: string;
}

export interface LedgerDeclaration {
  /** The writer's public keys (Ed25519), in the file's order. */
  keys: KeyObject[];
  /** Per workspace: the ledger has begun and holds this record. */
  starts: ReadonlyMap<string, DeclaredHead>;
  /**
   * The operators' armored OpenPGP public keys: a record sealed from the command line counts only
   * in a commit one of them signed (the Action's reading and the CLI's alike).
   */
  operatorKeys: readonly string[];
  /** One text for one declaration, whatever its layout: what "the same declaration" compares. */
  digest: string;
}

export type DeclarationRead =
  { ok: true; declaration: LedgerDeclaration } | { ok: false; problems: string[] };

const EXAMPLE =
  'version: 1, then writer_keys: a list of PEM public keys ("openssl pkey -in ledger-key.pem -pubout"), docs/ledger-writer.md';

/** The declaration in `text` (read from `file`), or each problem at file:line:column. */
export function parseLedgerDeclaration(text: string, file: string): DeclarationRead {
  const lineCounter = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${Math.max(line, 1)}:${col}`;
  };
  const docs = parseYamlDocuments(text, lineCounter);
  // A private key is refused first, wherever it was pasted, and alone: no other message (a YAML
  // error, a schema's) may then quote the text around it.
  const secrets = privateKeyOffsets(text);
  if (secrets.length > 0)
    return {
      ok: false,
      problems: secrets.map(
        (offset) => `${at(offset)}: ${keyEntry(docs, offset)}${PRIVATE_KEY_REFUSED}`,
      ),
    };
  // Read as the inventory is: its syntax and its keys in the inventory's words, each with its fix.
  const reader = new StrictYamlReader(text, file, lineCounter);
  const doc = reader.checkedDocument(docs, `must hold one YAML document; remove the extra "---"`);
  if (reader.diagnostics.length > 0)
    return {
      ok: false,
      problems: reader.diagnostics
        .sort(compareDiagnostics)
        .map(
          ({ location, message }) =>
            `${location === undefined ? file : formatLocation(location)}: ${message}`,
        ),
    };
  if (doc === undefined)
    return { ok: false, problems: [`${at(0)}: the file is empty (${EXAMPLE})`] };
  const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
    reportInput: true,
  });
  if (!checked.success)
    return { ok: false, problems: schemaProblems(doc, checked.error.issues, at) };
  const keys: KeyObject[] = [];
  const problems: string[] = [];
  checked.data.writer_keys.forEach((pem, index) => {
    const key = writerPublicKey(pem);
    if (typeof key === "string")
      problems.push(`${at(offsetOf(doc, ["writer_keys", index]))}: writer_keys.${index}: ${key}`);
    else keys.push(key);
  });
  const operatorKeys = checked.data.operator_keys ?? [];
  operatorKeys.forEach((armored, index) => {
    const problem = operatorKeyProblem(armored);
    if (problem !== undefined)
      problems.push(
        `${at(offsetOf(doc, ["operator_keys", index]))}: operator_keys.${index}: ${problem}`,
      );
  });
  if (problems.length > 0) return { ok: false, problems };
  const starts = new Map(Object.entries(checked.data.starts ?? {}));
  const digest = declarationDigest(keys, starts, operatorKeys);
  return { ok: true, declaration: { keys, starts, digest, operatorKeys } };
}

/**
 * What a declaration declares, as one digest: its keys' fingerprints, its starts and its operator
 * keys' digests, each in a sorted order, so that writing them in another order is the same one.
 */
function declarationDigest(
  keys: readonly KeyObject[],
  starts: ReadonlyMap<string, DeclaredHead>,
  operatorKeys: readonly string[],
): string {
  return sha256Hex(
    canonicalJson({
      keys: keys.map(keyFingerprint).sort(),
      starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
      ...(operatorKeys.length === 0
        ? {}
        : { operators: operatorKeys.map((armored) => sha256Hex(armored.trim())).sort() }),
    }),
  );
}

/**
 * Each problem the schema found, at its place: an unknown key as the inventory says one (with its
 * did-you-mean, and then not again as the key it misses), any other with what to write.
 */
function schemaProblems(
  doc: Document,
  issues: readonly z.core.$ZodIssue[],
  at: (offset: number) => string,
): string[] {
  const meant = new Set<string>();
  const unknown = issues.flatMap((issue) => {
    if (issue.code !== "unrecognized_keys") return [];
    const known = issue.path.length === 0 ? DECLARATION_KEYS : HEAD_KEYS;
    const map = issue.path.length === 0 ? doc.contents : doc.getIn(issue.path, true);
    return issue.keys.map((key) => {
      const node = isMap(map)
        ? map.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
        : undefined;
      const [suggestion] = closestNames(key, known, 1);
      if (suggestion !== undefined) meant.add([...issue.path, suggestion].join("."));
      const place = at(isNode(node) ? nodeStart(node) : offsetOf(doc, issue.path));
      return suggestion === undefined
        ? `${place}: unknown key ${quote(key)}; ${issue.path.length === 0 ? `${LEDGER_DECLARATION_FILE}'s keys are` : "a start's keys are"} ${listOf(known)} (docs/ledger-writer.md)`
        : `${place}: unknown key ${quote(key)}; did you mean ${quote(suggestion)}?`;
    });
  });
  const others = issues.flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys" || meant.has(path)) return [];
    const missing = "input" in issue && issue.input === undefined;
    return [
      `${at(offsetOf(doc, issue.path))}: ${path || "the file"}: ${missing ? "missing" : issue.message} (${EXAMPLE})`,
    ];
  });
  return [...others, ...unknown];
}

/** "writer_keys.N: " when `offset` lies in that entry of the one document's writer_keys, else "". */
function keyEntry(docs: readonly Document[], offset: number): string {
  const [doc] = docs;
  if (docs.length !== 1 || doc === undefined) return "";
  for (const list of ["writer_keys", "operator_keys"]) {
    const keys = doc.get(list, true);
    if (!isSeq(keys)) continue;
    const index = keys.items.findIndex((item) => {
      const range = (item as Node | null)?.range;
      return range !== undefined && range !== null && offset >= range[0] && offset < range[2];
    });
    if (index !== -1) return `${list}.${index}: `;
  }
  return "";
}

/** The offset of the node at `path`, or of its nearest written ancestor. */
function offsetOf(doc: Document, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as Node | undefined;
    if (node !== undefined && node !== null) return node.range?.[0] ?? 0;
  }
  return 0;
}

/**
 * The steps that give the apply and drift jobs the writer's key, as every refusal of a job without
 * it prints them: each command runs as printed.
 */
export const WRITER_KEY_STEPS =
  "1. make the key: openssl genpkey -algorithm ed25519 -out ledger-key.pem; 2. add the file's whole text as the secret CIP_SYNC_LEDGER_KEY of the environment the apply and drift jobs use (Settings, Environments; inventory-production in docs/ledger-writer.md; deployment branches: the default branch alone); 3. give those jobs environment: and ledger-key: ${{ secrets.CIP_SYNC_LEDGER_KEY }}";

/** The steps that bind the writer, as every refusal of an unbound ledger prints them. */
export const BINDING_STEPS = `${WRITER_KEY_STEPS}; 4. commit cip-ledger.yaml with the public key (openssl pkey -in ledger-key.pem -pubout) in a pull request (docs/ledger-writer.md)`;

/**
 * What a run that judges from the ledger makes of a commit judged from that declares no writer: the
 * ledger decides what is in force, and a login every workflow shares cannot say who wrote it.
 * Refused, with the steps,
 * unless the change the run judges is the one that binds it (`change`: its checkout's own
 * cip-ledger.yaml, read): that pull request, and its merge, are judged by the login's rules for the
 * last time, and the merge's record, signed, is where the binding begins.
 */
export function judgeUnboundWriter(
  change: DeclarationRead | undefined,
): { refused: string } | { binding: LedgerDeclaration; notice: string } {
  if (change?.ok === true)
    return {
      binding: change.declaration,
      notice: `This change binds the evidence ledger's writer: it adds ${LEDGER_DECLARATION_FILE}, which the commit judged from does not have, so the ledger is read by the login's rules for the last time; its merge's record is the first the declared key signs, and from it on every record must be signed`,
    };
  if (change?.ok === false)
    return {
      refused: `this change adds ${LEDGER_DECLARATION_FILE} to bind the evidence ledger's writer, but it cannot be read: ${change.problems.join("; ")}; fix it in this pull request`,
    };
  return {
    refused: `no ${LEDGER_DECLARATION_FILE} at the commit judged from binds the evidence ledger's writer, so its records and kept head could only count by the login github-actions[bot], which every workflow of the repository shares, and another workflow could write what this run would read as in force. Bind it: ${BINDING_STEPS}. That pull request is judged by the login's rules for the last time. If the ledger was bound before (its records have .sig files beside them), a change removed ${LEDGER_DECLARATION_FILE}: restore that file as it was (git revert the change that removed it) rather than making a new key`,
  };
}

/** What `cip-sync doctor` says of the declaration on the default branch `branch`. */
export function judgeWriterBinding(
  branch: string,
  read: DeclarationRead | undefined,
): { outcome: "ok" | "deviates" | "failed"; detail: string; fix?: string } {
  const where = `${LEDGER_DECLARATION_FILE} on ${branch}`;
  if (read === undefined)
    return {
      outcome: "failed",
      detail: `no ${where}: every run with an evidence ledger refuses it, since its writer could only be recognised by its login, which every workflow of the repository shares`,
      fix: BINDING_STEPS,
    };
  if (!read.ok)
    return {
      outcome: "failed",
      detail: `${where} cannot be read: ${read.problems.join("; ")}`,
      fix: "fix it in a reviewed pull request; until then every run with a ledger refuses it",
    };
  const { keys, starts } = read.declaration;
  const declared = `${where} declares ${keys.length} writer key(s) (${keys.map(keyFingerprint).join(", ")})`;
  if (starts.size === 0)
    return {
      outcome: "deviates",
      detail: `${declared}, and no workspace's start: a deleted evidence branch with no kept head within reach reads as a ledger not started`,
      fix: "once the ledger has its first signed record, add starts: with the head the run published (docs/ledger-writer.md)",
    };
  return {
    outcome: "ok",
    detail: `${declared}; the ledger of ${[...starts].map(([workspace, head]) => `${workspace} holds record #${head.sequence}`).join(", ")}`,
  };
}

/**
 * The problems of the declaration `text` (read from `file`) as `validate` and the plan list them
 * with the inventory's: each an error at its line and column; none for a declaration that reads.
 */
export function declarationDiagnostics(text: string, file: string): Diagnostic[] {
  const read = parseLedgerDeclaration(text, file);
  if (read.ok) return [];
  return read.problems.map((problem) => {
    // Each problem opens with the place at() wrote: file:line:column.
    const place = /^(\d+):(\d+): ([\s\S]*)$/.exec(problem.slice(file.length + 1));
    return place === null
      ? { severity: "error" as const, message: problem }
      : {
          severity: "error" as const,
          message: place[3] ?? problem,
          location: { file, line: Number(place[1]), column: Number(place[2]) },
        };
  });
}
