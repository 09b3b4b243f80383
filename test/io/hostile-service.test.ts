// The client against a service that misbehaves on purpose (test/support/hostile-service.ts):
// each test is a finding of the hardening review (issue 15), reproduced and refused.
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/io/api-client.ts";
import {
  answerJson,
  HOSTILE_KEY,
  type HostileHandler,
  type HostileService,
  startHostileService,
} from "../support/hostile-service.ts";

const services: HostileService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function hostile(routes: Record<string, HostileHandler>): Promise<HostileService> {
  const service = await startHostileService(routes);
  services.push(service);
  return service;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Every substring of `secret` of `length` characters. */
function piecesOf(secret: string, length: number): string[] {
  return Array.from({ length: secret.length - length + 1 }, (_, at) =>
    secret.slice(at, at + length),
  );
}

describe("issue 15 finding 3: a key echoed at the 300-character cut", () => {
  it.each([290, 295, 299, 300])("leaks no part of the key when it starts at %i", async (at) => {
    const message = `${"x".repeat(at - 1)} ${HOSTILE_KEY} and more text after the key`;
    const service = await hostile({
      "GET /facilities": answerJson({ error: { code: "bad", message } }, 400),
    });
    const error = await failure(service.client().listFacilities());
    for (const piece of piecesOf(HOSTILE_KEY, 4)) expect(error.message).not.toContain(piece);
    expect(error.serviceMessage).not.toContain("hostile");
  });

  it("masks a key whose whitespace the one-line message collapses", async () => {
    const service = await hostile({
      "GET /facilities": answerJson({ error: { message: `key\n${HOSTILE_KEY}\n` } }, 400),
    });
    const error = await failure(service.client().listFacilities());
    expect(error.message).toBe("GET /facilities failed: 400 Bad Request: key ***");
  });
});
