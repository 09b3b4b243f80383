// The facts a command-line change record names about where it ran: the git checkout (remote
// origin, commit, branch, whether its tree had changes), who ran it (git's user.name and
// user.email, the operating system's user) and the machine. Each is read with a bounded git
// call; one that cannot be read (no git, not a checkout, no origin, no identity) is left out,
// never guessed. What the record makes of them is decided in core/evidence/records/cli-change-context.ts.
import { hostname, userInfo } from "node:os";
import { relative, sep } from "node:path";
import type { CliFacts } from "../../core/evidence/records/cli-change-context.ts";
import { remoteWithoutCredentials } from "../../core/shared/text/redact.ts";
import { runGit } from "./git.ts";

/** How long one git call may take: it reads local files only, so this is generous. */
const GIT_TIMEOUT_MS = 10_000;

/** The most one git call may print (a status of a very large tree): past it, the fact is left out. */
const MAX_GIT_OUTPUT_BYTES = 16 * 2 ** 20;

/**
 * The facts of the checkout `dir` is in. `ignore`: absolute paths of files that do not make the
 * tree dirty (the saved plan and the change record the command itself reads and writes).
 */
export async function readCheckoutFacts(
  dir: string,
  ignore: readonly string[] = [],
): Promise<CliFacts> {
  const git = (...args: string[]) => gitOutput(dir, args);
  const [top, commit, ref, remote, operator] = await Promise.all([
    git("rev-parse", "--show-toplevel"),
    git("rev-parse", "--verify", "--quiet", "HEAD"),
    git("symbolic-ref", "--quiet", "HEAD"),
    git("config", "--get", "remote.origin.url"),
    readOperatorFacts(dir),
  ]);
  const facts: CliFacts = {};
  const set = <K extends keyof CliFacts>(key: K, value: CliFacts[K] | undefined) => {
    if (value !== undefined && value !== "") facts[key] = value;
  };
  set("repository", repositoryOf(remote));
  set("commit", commit);
  set("ref", ref);
  if (top !== undefined && commit !== undefined) set("treeDirty", await treeDirty(top, ignore));
  set("host", hostname());
  return { ...facts, ...operator };
}

/** Who runs the command in `dir`: git's user.name and user.email there, and the OS user. */
export async function readOperatorFacts(
  dir: string,
): Promise<Pick<CliFacts, "gitName" | "gitEmail" | "osUser">> {
  const [gitName, gitEmail] = await Promise.all([
    gitOutput(dir, ["config", "--get", "user.name"]),
    gitOutput(dir, ["config", "--get", "user.email"]),
  ]);
  const user = osUser();
  return {
    ...(gitName === undefined || gitName === "" ? {} : { gitName }),
    ...(gitEmail === undefined || gitEmail === "" ? {} : { gitEmail }),
    ...(user === undefined || user === "" ? {} : { osUser: user }),
  };
}

/**
 * The remote origin of the checkout `dir` is in, as a change record names it (no user name or
 * password); undefined outside a checkout with one.
 */
export async function readOriginRepository(dir: string): Promise<string | undefined> {
  return repositoryOf(await gitOutput(dir, ["config", "--get", "remote.origin.url"]));
}

function repositoryOf(remote: string | undefined): string | undefined {
  return remote === undefined || remote === "" ? undefined : remoteWithoutCredentials(remote);
}

/** Whether `git status` lists any path but the ignored ones; undefined when git cannot tell. */
async function treeDirty(top: string, ignore: readonly string[]): Promise<boolean | undefined> {
  const status = await gitOutput(top, ["status", "--porcelain=v1", "-z", "--untracked-files=all"], {
    trim: false,
  });
  if (status === undefined) return undefined;
  const ignored = new Set(ignore.map((path) => relative(top, path).split(sep).join("/")));
  const entries = status.split("\0");
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (entry === undefined || entry === "") continue;
    // "XY path"; a rename or copy is followed by its original path as the next entry.
    if (entry[0] === "R" || entry[0] === "C") index++;
    if (!ignored.has(entry.slice(3))) return true;
  }
  return false;
}

/** Whether git can be started at all: without it no fact of a checkout can be read. */
export function gitStarts(dir: string): Promise<boolean> {
  return runGit(dir, ["--version"], { timeoutMs: GIT_TIMEOUT_MS }).then(
    () => true,
    () => false,
  );
}

function osUser(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    // No entry for this uid (a container's arbitrary user): left out.
    return undefined;
  }
}

/** git's standard output (trimmed), or undefined when git is missing, fails or takes too long. */
async function gitOutput(
  dir: string,
  args: readonly string[],
  options: { trim: boolean } = { trim: true },
): Promise<string | undefined> {
  const answer = await runGit(dir, args, {
    timeoutMs: GIT_TIMEOUT_MS,
    maxStdoutBytes: MAX_GIT_OUTPUT_BYTES,
  }).catch(() => undefined);
  if (answer?.code !== 0) return undefined;
  return options.trim ? answer.stdout.trim() : answer.stdout;
}
