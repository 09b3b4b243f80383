// CIP-007-6 R5's pass over one workspace's ledger, pure: from the record that starts the family
// there (an accepted merge carrying system access files), Part 5.6's clocks per account type
// (password-change-clocks.ts), fed every later record; its state is theirs, as the obligations
// checkpoint holds it under `system_access`. The other parts are judged at review, from the files.
import type { EvidenceRecord, HashedRecord } from "../../evidence/records/evidence-record.ts";
import { filesCarriedBy, ResumedByConstructor, startsWithFiles } from "../obligation-families.ts";
import type { Context, Obligation } from "../obligation-model.ts";
import { PasswordClocks, type PasswordClocksHeld } from "./password-change-clocks.ts";

/** The pass's state in one workspace, as the checkpoint holds it under `system_access`. */
export interface SystemAccessHeld extends PasswordClocksHeld {
  workspace: string;
}

/** Whether `record` starts the pass in its workspace: an accepted merge carrying access files. */
export function startsSystemAccess(record: EvidenceRecord): boolean {
  return startsWithFiles(record, "system_access_files");
}

export class SystemAccessPass extends ResumedByConstructor<SystemAccessHeld> {
  readonly #clocks: PasswordClocks;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held?: Omit<SystemAccessHeld, "workspace">,
  ) {
    super();
    this.#clocks = new PasswordClocks(context, emit, held);
  }

  addRecord(entry: HashedRecord, inForce: Context): void {
    const carried = filesCarriedBy(entry.record, "system_access_files");
    if (carried !== undefined) this.#clocks.addRecord(entry, inForce, carried);
  }

  held(workspace: string): SystemAccessHeld {
    return { workspace, ...this.#clocks.held() };
  }

  finish(): Obligation[] {
    return this.#clocks.finish();
  }
}
