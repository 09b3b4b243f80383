// A git commit's OpenPGP signature checked against given public keys, with openpgp (pure
// JavaScript, no gpg on the machine): the `gpgsig` header of the raw commit object, over the
// object without that header, exactly as git signs and verifies it. GitHub signs the commits it
// makes through the API (createCommitOnBranch, the git data API) with its web-flow key.
import { createMessage, type Key, readKeys, readSignature, verify } from "openpgp";
import { errorMessage } from "../../core/shared/errors.ts";

/** The armored public keys in `text`; throws naming `source` when there are none. */
export async function readPublicKeys(text: string, source: string): Promise<Key[]> {
  try {
    return await readKeys({ armoredKeys: text });
  } catch (error) {
    throw new Error(
      `${source} holds no OpenPGP public key (${errorMessage(error)}): give the armored public key, as "gpg --armor --export" writes it (for GitHub's web-flow key, the file GitHub publishes at https://github.com/web-flow.gpg)`,
      { cause: error },
    );
  }
}

/** The raw commit without its signature, and the signature; undefined when it is not signed. */
export function splitSignedCommit(raw: string): { payload: string; signature: string } | undefined {
  const lines = raw.split("\n");
  const start = lines.findIndex((line) => line.startsWith("gpgsig "));
  const headerEnd = lines.indexOf("");
  if (start === -1 || (headerEnd !== -1 && start > headerEnd)) return undefined;
  const [first = "", ...after] = lines.slice(start);
  const length = after.findIndex((line) => !line.startsWith(" "));
  const continued = length === -1 ? after : after.slice(0, length);
  const end = start + 1 + continued.length;
  const signature = [first.slice("gpgsig ".length), ...continued.map((line) => line.slice(1))].join(
    "\n",
  );
  return { payload: [...lines.slice(0, start), ...lines.slice(end)].join("\n"), signature };
}

/** Whether `raw` (a commit object) carries a valid signature by one of `keys`. */
export async function signedByOneOf(raw: string, keys: readonly Key[]): Promise<boolean> {
  const signed = splitSignedCommit(raw);
  return signed !== undefined && signatureByOneOf(signed, keys);
}

/**
 * Whether `signed.signature` (armored) is a valid signature of `signed.payload` by one of `keys`:
 * a commit's, as git splits it, or as GitHub's REST API gives it (`verification.payload` and
 * `verification.signature`), whatever GitHub made of a key it does not know.
 */
export async function signatureByOneOf(
  signed: { payload: string; signature: string },
  keys: readonly Key[],
): Promise<boolean> {
  if (keys.length === 0) return false;
  try {
    const result = await verify({
      message: await createMessage({ binary: new TextEncoder().encode(signed.payload) }),
      signature: await readSignature({ armoredSignature: signed.signature }),
      verificationKeys: [...keys],
      format: "binary",
    });
    for (const signature of result.signatures) {
      if (await signature.verified.catch(() => false)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
