// cip-ledger.yaml read through GitHub: at the commit a run judges from (what binds the writer, and
// what doctor checks on the default branch), and at the commits in force before each record of
// the ledger, whose keys check that record (core/evidence/chain/keys-in-force.ts).
import {
  type DeclarationRead,
  LEDGER_DECLARATION_FILE,
  type LedgerDeclaration,
  parseLedgerDeclaration,
} from "../../core/evidence/chain/writer-declaration.ts";
import type { LedgerWriter } from "../../core/evidence/chain/ledger-authority.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readFileAtCommits, readFilesAtCommit } from "../files/files-at-commit.ts";
import { EvidenceLedgerError } from "./evidence-ledger.ts";

/**
 * cip-ledger.yaml at `revision` (a commit, or a branch: doctor reads the default branch's head),
 * parsed, with each problem at file:line:column; undefined when there is none.
 */
export async function readDeclarationAt(
  client: GitHubClient,
  repository: Repository,
  revision: string,
): Promise<DeclarationRead | undefined> {
  const [file] = await readFilesAtCommit(client, repository, revision, [LEDGER_DECLARATION_FILE]);
  return file === undefined
    ? undefined
    : parseLedgerDeclaration(file.text, LEDGER_DECLARATION_FILE);
}

/**
 * cip-ledger.yaml at `commit`, parsed; undefined when there is none; a string saying what is wrong
 * with it (file:line:column) when it cannot bind anything, which refuses the reading.
 */
export async function readDeclaration(
  client: GitHubClient,
  repository: Repository,
  commit: string,
): Promise<LedgerDeclaration | undefined | string> {
  const parsed = await readDeclarationAt(client, repository, commit);
  if (parsed === undefined) return undefined;
  return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}

/**
 * cip-ledger.yaml at commits, each read once per run (the anchor's is the one read already), the
 * commits not yet read in one query per hundred: the keys that check each record with the
 * declaration in force before it (core/evidence/chain/keys-in-force.ts), and the declaration in
 * force that the anchor's is compared with.
 */
export class DeclarationsAtCommits {
  /** Per commit: its declaration, undefined for none, or why it cannot be read. */
  readonly #read = new Map<string, LedgerDeclaration | undefined | string>();
  readonly client: GitHubClient;
  readonly repository: Repository;

  constructor(
    client: GitHubClient,
    repository: Repository,
    known: { commit: string; declaration: LedgerDeclaration },
  ) {
    this.client = client;
    this.repository = repository;
    this.#read.set(known.commit, known.declaration);
  }

  /**
   * The declaration at `commit`; undefined when there is none; a string saying what is wrong with
   * it (file:line:column) when it cannot bind anything.
   */
  async at(commit: string): Promise<LedgerDeclaration | undefined | string> {
    await this.#readMissing([commit]);
    return this.#read.get(commit);
  }

  /** The keys at each of `commits`; a declaration that cannot be read fails the reading closed. */
  readonly keysAt: NonNullable<LedgerWriter["declarationsAt"]> = async (commits) => {
    await this.#readMissing(commits);
    return new Map(
      commits.map((commit) => {
        const declaration = this.#read.get(commit);
        if (typeof declaration === "string")
          throw new EvidenceLedgerError(
            `${LEDGER_DECLARATION_FILE} at commit ${commit} is in force before a record of the ledger, but cannot be read, so that record cannot be checked: ${declaration}`,
          );
        return [commit, declaration?.keys];
      }),
    );
  };

  async #readMissing(commits: readonly string[]): Promise<void> {
    const missing = [...new Set(commits)].filter((commit) => !this.#read.has(commit));
    const { client, repository } = this;
    const files = await readFileAtCommits(client, repository, LEDGER_DECLARATION_FILE, missing);
    missing.forEach((commit, index) => {
      const file = files[index];
      this.#read.set(commit, file === undefined ? undefined : declarationOf(file.text, commit));
    });
  }
}

/** The declaration in `text`, read at `commit`, or what is wrong with it. */
function declarationOf(text: string, commit: string): LedgerDeclaration | string {
  const parsed = parseLedgerDeclaration(text, LEDGER_DECLARATION_FILE);
  return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}

function unreadable(commit: string, problems: readonly string[]): string {
  return `${LEDGER_DECLARATION_FILE} at commit ${commit} declares the ledger's writer, but it cannot be read, so nothing is judged from the ledger: ${problems.join("; ")}; fix it in a reviewed change`;
}
