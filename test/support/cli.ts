// Runs the bundled CLI (dist/cli/index.js) as a user would, in a child process.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
export const bundledCli = `${repositoryRoot}dist/cli/index.js`;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runBundledCli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; input?: string },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundledCli, ...args], {
      cwd: options.cwd,
      // A clean environment: nothing of the developer's (or CI's) CIP_* settings leaks in.
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}
