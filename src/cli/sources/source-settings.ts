// Where a command reads the inventory files: the paths and --root, with the caps on their size.
export interface SourceSettings {
  patterns: string[];
  root: string;
  /** Whether paths or --root were given (apply --plan otherwise reads the plan's own). */
  given: boolean;
  /** --max-assets and --max-bytes: the caps on the whole inventory. */
  maxAssets: number;
  maxBytes: number;
}
