#!/usr/bin/env node
// AN EXAMPLE, NOT A COLLECTOR. It reads nothing from any device: it turns a JSON file of device
// facts that something else gathered (operating system, installed software, custom software,
// listening ports, applied patches) into the file `cip-sync evidence append --monitoring FILE`
// reads (schemas/configuration-monitoring.schema.json). A real collector reads the devices
// themselves, through the entity's own tools and access controls, and is part of the entity's
// documented CIP-010 R2.1 process.
//
//   node examples/collector/collect.mjs device-facts.json > observed.json
//
// Plain Node (18 or later), no dependencies.
import { readFileSync } from "node:fs";
import process from "node:process";
import { pathToFileURL } from "node:url";

/** One device's facts as the five CIP-010-4 R1.1 items. */
function observed(device) {
  return {
    os_firmware: [{ name: device.os.name, version: device.os.version }],
    software: (device.packages ?? []).map(({ name, version }) => ({ name, version })),
    custom_software: device.custom_software ?? [],
    // The process listening is documentation; the comparison reads port and protocol only.
    ports: (device.listening ?? []).map(({ port, protocol, process }) => ({
      port,
      protocol,
      ...(process === undefined ? {} : { service: process }),
    })),
    patches: device.patches ?? [],
  };
}

/** The collector's file for the device facts `facts`. */
export function collectorFile(facts) {
  return {
    format_version: 1,
    workspace: facts.workspace ?? "default",
    observed_at: facts.observed_at ?? new Date().toISOString(),
    collector: { name: "example-collector (examples/collector/collect.mjs)", version: "0.0.0" },
    assets: facts.devices.map((device) => ({
      cyber_system: device.cyber_system,
      name: device.name,
      observed: observed(device),
      // A baseline kept elsewhere (baseline_ref), fetched where it is kept: its SHA-256 lets the
      // record verify the reference (CIP-010 R1.3). Something else fetched it; this only passes it on.
      ...(device.baseline_ref_sha256 === undefined
        ? {}
        : { baseline_ref_sha256: device.baseline_ref_sha256 }),
    })),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [factsFile] = process.argv.slice(2);
  if (factsFile === undefined) {
    process.stderr.write("usage: node collect.mjs DEVICE-FACTS.json > observed.json\n");
    process.exit(2);
  }
  const facts = JSON.parse(readFileSync(factsFile, "utf8"));
  process.stdout.write(`${JSON.stringify(collectorFile(facts), null, 2)}\n`);
}
