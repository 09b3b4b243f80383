// The ApiError a call must fail with, for tests that then read its message and fields.
import { expect } from "vitest";
import { ApiError } from "../../src/io/service/api-error.ts";

/** What `promise` rejected with, asserted to be an ApiError (a resolution fails the test). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
