// What the ledger last declared of each asset's baseline in one workspace, as the deviations' pass
// holds it for 100,000 assets at once: in columns by the asset's place, not an object per asset
// with an object of its items (120 bytes, beside a string of 88 bytes for a digest no other asset
// shares). A digest other assets share is one string (TextTable); one seen first is held as its
// 32 bytes (Sha256Texts). Each DeclaredBaseline given back is made when asked. Pure.
import {
  BASELINE_ITEMS,
  type BaselineItem,
  type ItemDigests,
} from "../../inventory/document/baseline-items.ts";
import type { TextTable } from "../../shared/collections.ts";
import { type HeldDigest, Sha256Texts } from "../../shared/sha256.ts";
import type { DeclaredBaseline } from "./deviations.ts";

/** A baseline's kind by its number in a place's form; bit 2 of the form: it has items. */
const KINDS = [undefined, "content", "ref"] as const;
const WITH_ITEMS = 4;

/** Each asset's declared baseline by its key, in the order first declared (a Map's). */
export class DeclaredBaselines {
  readonly #texts: TextTable;
  readonly #sha256s = new Sha256Texts();
  readonly #places = new Map<string, number>();
  readonly #digests: HeldDigest[] = [];
  /** By item: each place's digest of it. */
  readonly #items: Record<BaselineItem, HeldDigest[]> = {
    os_firmware: [],
    software: [],
    custom_software: [],
    ports: [],
    patches: [],
  };
  readonly #completedOn: (string | undefined)[] = [];
  readonly #forms: number[] = [];

  /** `texts` holds one copy of each digest several assets declare. */
  constructor(texts: TextTable) {
    this.#texts = texts;
  }

  get size(): number {
    return this.#places.size;
  }

  get(key: string): DeclaredBaseline | undefined {
    const place = this.#places.get(key);
    return place === undefined ? undefined : this.#at(place);
  }

  set(key: string, declared: DeclaredBaseline): void {
    let place = this.#places.get(key);
    if (place === undefined) {
      place = this.#places.size;
      this.#places.set(key, place);
    }
    const { digest, items, kind, completedOn } = declared;
    this.#digests[place] = this.#held(this.#digests[place], digest);
    for (const item of BASELINE_ITEMS) {
      const column = this.#items[item];
      column[place] = this.#held(column[place], items?.[item]);
    }
    this.#completedOn[place] = completedOn;
    this.#forms[place] = KINDS.indexOf(kind) + (items === undefined ? 0 : WITH_ITEMS);
  }

  /** Each key and its declared baseline, in the order first declared. */
  *[Symbol.iterator](): IterableIterator<[string, DeclaredBaseline]> {
    for (const [key, place] of this.#places) yield [key, this.#at(place)];
  }

  #at(place: number): DeclaredBaseline {
    const form = this.#forms[place] ?? 0;
    let items: ItemDigests | undefined;
    if (form >= WITH_ITEMS) {
      items = {};
      for (const item of BASELINE_ITEMS) {
        const digest = this.#sha256s.text(this.#items[item][place]);
        if (digest !== undefined) items[item] = digest;
      }
    }
    return {
      digest: this.#sha256s.text(this.#digests[place]),
      items,
      kind: KINDS[form % WITH_ITEMS],
      completedOn: this.#completedOn[place],
    };
  }

  /**
   * `digest` as a place holds it: the one string of it when other assets declared it lately, else
   * its bytes in the place `before` had (a digest of this asset's alone, its patches' most often).
   */
  #held(before: HeldDigest, digest: string | undefined): HeldDigest {
    if (digest === undefined) return undefined;
    const shared = this.#texts.held(digest);
    if (shared !== undefined) return shared;
    this.#texts.of(digest);
    return this.#sha256s.held(before, digest);
  }
}
