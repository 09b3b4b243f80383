// CIP-003-9 R1 Part 1.2's topics over one workspace's ledger, pure: the policies must
// "collectively address the following topics" (✔✔, docs/obligations/cip-003-low-impact.md), and
// R1's VSL counts each topic left out. While a program file (low-impact/program.yaml) is in force,
// each policy addresses the topics it declares there, and a review's own move nothing; without
// one, those of the latest accepted review record that names it (a review lists what the
// policies it reviewed address). After each accepted merge carrying the program file or a
// review, a topic no policy addresses, of those the version in force on that day asks for
// (CIP-003-11 drops the vendor topic), opens an obligation due that day, closed by the accepted
// merge whose file or review covers it again. Before any review, nothing shows which
// topics are addressed, and the review clock says so. A refused merge or a break-glass apply puts
// nothing in force: its review is listed beside the topics it would have covered. Whether a policy
// really addresses a topic stays the entity's evidence.
import type { HeldLowImpactObligation } from "./low-impact-obligation.ts";
import { GapPass } from "./gap-pass.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import {
  POLICY_TOPIC_KEYS,
  POLICY_TOPICS,
  type PolicyTopic,
} from "../../low-impact/program-record.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type RecordRef,
  refOf,
} from "../obligation-model.ts";
import { laterVersionWords, lowImpactVersionOn } from "./low-impact-rows.ts";
import type { ProgramRecordsJudged } from "./program-clocks-pass.ts";
import { PROGRAM_FILE, type ProgramFile } from "../../low-impact/program-file.ts";

const PART = "CIP-003 R1.2";

/** A topic no policy in force addresses: the obligation it opened, still open. */
export interface HeldTopicGap extends HeldLowImpactObligation {
  topic: PolicyTopic;
  /** The program file whose declared policies leave it out, when one was in force; absent: the reviews. */
  declared_by?: string;
}

/** The topics the policies `program` declares address, together. */
function declaredTopics(program: ProgramFile): Set<PolicyTopic> {
  return new Set(program.policies.flatMap((policy) => policy.topics));
}

/** The topics' state in one workspace, as the checkpoint holds it. */
export interface PolicyTopicsHeld {
  /** Each policy a review named, with the topics its latest accepted review lists. */
  policy_topics: { policy: string; topics: PolicyTopic[] }[];
  topic_gaps: HeldTopicGap[];
}

/** The topics R1 Part 1.2 asks the policies to address on `day`, by the version judging then. */
export function topicsAskedOn(day: string, inForce: Context): PolicyTopic[] {
  const judging = lowImpactVersionOn(PART, day, inForce.versions ?? []);
  const dropped = "withoutTopics" in judging ? (judging.withoutTopics ?? []) : [];
  return POLICY_TOPIC_KEYS.filter((topic) => !dropped.includes(topic));
}

export class PolicyTopics extends GapPass<PolicyTopic, HeldTopicGap> {
  readonly #addressed: Map<string, PolicyTopic[]>;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held: PolicyTopicsHeld = { policy_topics: [], topic_gaps: [] },
  ) {
    super(PART, { context, emit }, { gaps: held.topic_gaps, keyOf: (gap) => gap.topic });
    this.#addressed = new Map(held.policy_topics.map(({ policy, topics }) => [policy, topics]));
  }

  /**
   * The program records a merge's record carries, as the program clocks judged their authority:
   * the reviews that count move the topics (while a program file is in force, `program`, its
   * declared topics are the ones counted, and a review's own `topics` move nothing); each other
   * review is listed beside the gaps it would have closed, with why.
   */
  addReviews(
    entry: HashedRecord,
    inForce: Context,
    judged: ProgramRecordsJudged,
    program: ProgramFile | undefined,
  ): void {
    const ref = refOf(entry);
    const counted = judged.counted.flatMap((record) =>
      record.kind === "policy-review" ? [record] : [],
    );
    for (const { record, why } of judged.refused)
      if (record.kind === "policy-review")
        for (const topic of record.topics)
          this.gaps.get(topic)?.not_closed_by.push({ record: ref, why: `${record.id}: ${why}` });
    if (counted.length === 0) return;
    for (const review of counted)
      for (const policy of review.policies) this.#addressed.set(policy, review.topics);
    const by = counted.map((review) => review.id).join(", ");
    if (program === undefined)
      this.#judge(ref, inForce, new Set([...this.#addressed.values()].flat()), by);
    else this.#judge(ref, inForce, declaredTopics(program), PROGRAM_FILE, PROGRAM_FILE);
  }

  /**
   * The program file an accepted merge puts in force: the topics its policies declare are those
   * addressed from its day, whatever the reviews list (R1: policies that "collectively address"
   * the topics), each topic none declares a gap from that merge.
   */
  declare(entry: HashedRecord, inForce: Context, program: ProgramFile): void {
    this.#judge(refOf(entry), inForce, declaredTopics(program), PROGRAM_FILE, PROGRAM_FILE);
  }

  /**
   * After an accepted merge (`ref`), with `addressed` the topics the policies in force address
   * (`by` says whose: the reviews' ids, or the program file), closes each gap addressed again or
   * no longer asked, and opens one for each topic asked that none addresses (`declaredBy`: the
   * program file, where its policies are the ones counted).
   */
  #judge(
    ref: RecordRef,
    inForce: Context,
    addressed: ReadonlySet<PolicyTopic>,
    by: string,
    declaredBy?: string,
  ): void {
    const day = dateOf(ref, inForce);
    const asked = topicsAskedOn(day, inForce);
    for (const [topic, gap] of this.gaps)
      if (addressed.has(topic) || !asked.includes(topic)) {
        const met = asked.includes(topic)
          ? `addressed again by ${by}, on ${day}`
          : `no longer asked from ${day}: ${laterVersionWords(PART, day, inForce.versions ?? []) ?? "the version judging then does not ask it"}`;
        this.close(topic, gap, { ref, on: day, met });
      }
    for (const topic of asked)
      if (!addressed.has(topic) && !this.gaps.has(topic))
        this.gaps.set(topic, {
          topic,
          ...this.opened(ref, day, inForce),
          ...(declaredBy === undefined ? {} : { declared_by: declaredBy }),
          not_closed_by: [],
        });
  }

  held(): PolicyTopicsHeld {
    return {
      policy_topics: [...this.#addressed].map(([policy, topics]) => ({ policy, topics })),
      topic_gaps: [...this.gaps.values()],
    };
  }

  protected said(gap: HeldTopicGap): { subject: string; reason: string } {
    return {
      subject: `the low-impact cyber security policies: topic ${POLICY_TOPICS[gap.topic]}`,
      reason:
        gap.declared_by === undefined
          ? `no policy in force addresses ${gap.topic}: the latest review record of each policy leaves it out of its topics`
          : `no policy ${gap.declared_by} declares addresses ${gap.topic}`,
    };
  }
}
