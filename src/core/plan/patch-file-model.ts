// The reviewed files a plan shows the reviewer: the patch files (core/patches/patch-file-changes.ts
// makes them) and the assessment files (core/assessments/assessment-file-changes.ts); apart from
// plan-model.ts, which holds the rest of the plan, to keep each within its size.
/** The patch files a change adds, changes or removes, against the files of a commit. */
export interface PatchFileChanges {
  /** The commit compared with, in words; "nothing: …" when none could be read (all are shown). */
  compared_with: string;
  files: PatchFileShown[];
}

/** One patch file as the change leaves it; a removed file shows its path only. */
export interface PatchFileShown {
  file: string;
  change: "added" | "changed" | "removed";
  /** cip-patch-sources.yaml: each source with the items it covers (`software "RTAC"`). */
  sources?: { id: string; name: string; covers: string[] }[];
  no_source?: { item: string; kind: string; reason: string }[];
  /** An evaluation: its source, first release day and each patch with its judgement. */
  evaluation?: {
    source: string;
    releases_since: string;
    patches: {
      id: string;
      released: string;
      item: string;
      applicable: boolean;
      reason?: string;
    }[];
  };
  /** A mitigation plan: its patches, actions, timeframe and the days later changes add. */
  plan?: {
    id: string;
    patches: string[];
    actions: string[];
    timeframe: string;
    event_occurred_on?: string;
    implemented_on?: string;
  };
}

/** The assessment files a change adds, changes or removes, against the files of a commit. */
export interface AssessmentFileChanges {
  /** The commit compared with, in words; "nothing: …" when none could be read (all are shown). */
  compared_with: string;
  files: AssessmentFileShown[];
}

/** One assessment file as the change leaves it; a removed file shows its path only. */
export interface AssessmentFileShown {
  file: string;
  change: "added" | "changed" | "removed";
  /** What the file says, in words: absent for a removed file. */
  record?: {
    kind: "assessment" | "technical-feasibility" | "commissioning";
    id: string;
    /** The assets or systems it covers ("every applicable asset of X", "relay-01 of X"). */
    covers: string;
    /** An assessment's method and environment. */
    method?: "paper" | "active";
    environment?: "production" | "test";
    /** Each part it closes (or, for an action item, opens) once an accepted merge records it. */
    closes: string[];
  };
}
