#!/usr/bin/env node
// The bin entry, kept tiny: on an older Node it says what is needed instead of crashing inside a
// dependency, `--version` answers without loading the engine, and the rest is imported only after
// Node's compile cache is on (a later start reuses the compiled bundle). Nothing imported
// statically here may need more than Node 18.
import module from "node:module";
import { VERSION_LINE } from "./version.ts";

const REQUIRED_MAJOR = 24;
/** EXIT_ERROR (src/cli/main.ts), the code of every settings error. */
const EXIT_SETTINGS = 1;

const args = process.argv.slice(2);
if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
  process.stderr.write(
    `cip-sync needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${process.versions.node}. ` +
      `Install Node.js ${REQUIRED_MAJOR} (with nvm: \`nvm install ${REQUIRED_MAJOR}\`; in a clone, \`nvm use\` reads .nvmrc), then run cip-sync again.\n`,
  );
  process.exitCode = EXIT_SETTINGS;
} else if (args.length === 1 && args[0] === "--version") {
  process.stdout.write(VERSION_LINE);
} else {
  module.enableCompileCache?.();
  const { ledgerThreadRole } = await import("../io/ledger/ledger-thread-role.ts");
  const { runInWorker, runsInWorker } = await import("./ledger-worker.ts");
  const role = ledgerThreadRole();
  if (role?.role === "ledger-verifier") {
    // A ledger-judging command's verification thread (io/ledger/ledger-verifier.ts): no command.
    const { runLedgerVerifier } = await import("../io/ledger/ledger-verifier.ts");
    await runLedgerVerifier();
  } else if (role?.role === "ledger-reader") {
    // One of `evidence verify`'s readers (io/ledger/ledger-readers.ts): no command.
    const { serveLedgerReads } = await import("../io/ledger/ledger-reader-thread.ts");
    serveLedgerReads(role);
  } else if (role?.role === "signature-checker") {
    // One of `evidence verify`'s signature checkers (io/ledger/signature-checkers.ts): no command.
    const { serveSignatureChecks } = await import("../io/ledger/signature-checkers.ts");
    serveSignatureChecks();
  } else if (role?.role === "handover-writer") {
    // `evidence handover`'s writer thread (evidence/handover-writer.ts): no command.
    const { serveHandoverWrites } = await import("./evidence/handover-writer.ts");
    serveHandoverWrites();
  } else if (runsInWorker(args)) {
    // The worker runs this entry again, by its URL, and takes the branch below.
    process.exitCode = await runInWorker(args, new URL(import.meta.url));
  } else {
    const { runProcess } = await import("./process-entry.ts");
    process.exitCode = await runProcess(args);
  }
}
