// The ledger a reading command (verify, report, populations, obligations) is given with --dir: a
// checkout of the evidence branch, read as it is, or a git bundle of the branch (a file), the way
// an auditor receives the ledger with its history: cloned into a temporary directory that the
// command reads as any clone, removed after, whatever happens.
import { resolve } from "node:path";
import { cloneBundle, isFile } from "../../../io/ledger/ledger-bundle.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_OK } from "../io.ts";
import { UsageError } from "../usage-error.ts";

/**
 * `command` run on the ledger `settings.dir` names, a bundle's through its temporary clone (then
 * `bundle` is the --dir given, for what the command says of it). A --repository that names the
 * same bundle (which carries the default branch beside the evidence branch) is read from that clone.
 */
export async function onLedgerDir<
  Settings extends { dir: string; repository?: string | undefined },
>(
  settings: Settings,
  io: CliIo,
  command: (settings: Settings, bundle?: string) => Promise<number>,
): Promise<number> {
  const given = resolve(io.cwd, settings.dir);
  if (!(await isFile(given))) return command(settings);
  const clone = await cloneBundle(given);
  if ("problem" in clone)
    throw new UsageError(
      `--dir ${settings.dir} is not a git bundle of the evidence branch (git: ${clone.problem}): make one with git bundle create ledger.bundle cip-sync-evidence origin/main in a clone of the repository`,
      EXIT_BAD_INPUT,
    );
  try {
    const sameBundle =
      settings.repository !== undefined && resolve(io.cwd, settings.repository) === given;
    const read = {
      ...settings,
      dir: clone.dir,
      // The verified head is kept beside the bundle, not in its temporary clone.
      givenDir: settings.dir,
      ...(sameBundle ? { repositoryClone: clone.dir } : {}),
    };
    const code = await command(read, settings.dir);
    // What the command said names the clone: say whose it was.
    if (code !== EXIT_OK)
      io.stderr(`(${clone.dir} was the clone of --dir ${settings.dir}, removed now.)\n`);
    return code;
  } finally {
    await clone.remove();
  }
}
