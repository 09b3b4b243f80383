// The public keys a ledger thread is sent as their SPKI (keySpki: base64 DER), each made a key
// object once per thread: the readers and the signature checkers are sent the keys with every
// batch, and parsing a key is far dearer than looking it up.
import { createPublicKey, type KeyObject } from "node:crypto";

/** The keys a thread was sent by their keySpki, each made a key once. */
export class KeyRing {
  readonly #keys = new Map<string, KeyObject>();

  /** The keys whose keySpki are `spkis`, in that order. */
  of(spkis: readonly string[]): KeyObject[] {
    return spkis.map((spki) => {
      let key = this.#keys.get(spki);
      if (key === undefined) {
        key = createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
        this.#keys.set(spki, key);
      }
      return key;
    });
  }
}
