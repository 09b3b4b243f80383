// Requests to an emulator started by `cip-sync emulator` on its built-in example seed, as the
// organization grid-east (the key the command prints): shared by the in-process and bundle tests.

export const EAST_DEMO_KEY = "demo-key-grid-east";

export function demoRequest(url: string, method: string, path: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      "x-api-key": EAST_DEMO_KEY,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A new hardware asset of the example seed's "Alpha Protection" system. */
export function createBody(name: string) {
  return { name, cyber_system_id: "cs_alpha_protection", asset_type: "hardware" };
}
