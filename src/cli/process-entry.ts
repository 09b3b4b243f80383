// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo), and the proxy credentials masked in everything it
// prints (the key is masked by runCli).
import { redactSecrets } from "../core/shared/redact.ts";
import { proxyCredentials } from "../io/proxy.ts";
import { processIo } from "./io.ts";
import { runCli } from "./main.ts";

export function runProcess(args: readonly string[]): Promise<number> {
  const secrets = proxyCredentials(process.env);
  const redact = (text: string) => redactSecrets(text, secrets);
  const io = processIo();
  return runCli(args, {
    ...io,
    stdout: (text) => io.stdout(redact(text)),
    stderr: (text) => io.stderr(redact(text)),
  });
}
