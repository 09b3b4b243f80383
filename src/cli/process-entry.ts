// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals, and the proxy credentials masked in everything it prints (the
// key is masked by runCli).
import { once } from "node:events";
import { redactSecrets } from "../core/redact.ts";
import { proxyCredentials } from "../io/proxy.ts";
import { runCli } from "./main.ts";

export function runProcess(args: readonly string[]): Promise<number> {
  const secrets = proxyCredentials(process.env);
  const redact = (text: string) => redactSecrets(text, secrets);
  return runCli(args, {
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(redact(text)),
    stderr: (text) => process.stderr.write(redact(text)),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
    // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
    waitForStop: () =>
      Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]).then(() => {}),
  });
}
