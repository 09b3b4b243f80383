#!/usr/bin/env node
import { once } from "node:events";
import { runCli } from "./main.ts";

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  stdinIsTTY: process.stdin.isTTY === true,
  // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
  waitForStop: () =>
    Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]).then(() => {}),
});
