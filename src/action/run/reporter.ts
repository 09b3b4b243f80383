// The one way the Action reports: log lines, annotations, outputs, the job summary and files. Every
// text is redacted here, at the sink (the API key and the GitHub token never leave, whole or in
// part), and every log line is neutralised here (untrusted names never become workflow commands),
// so that no route has to remember either.
import * as core from "@actions/core";
import { redactSecrets, redactSecretsInValue } from "../../core/shared/text/redact.ts";
import { replaceFile } from "../../io/checkout/replace-file.ts";
import { neutraliseWorkflowCommands } from "../../core/shared/text/workflow-commands.ts";
import { fitSummary } from "./summary-size.ts";

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

/**
 * Where reports go: @actions/core's functions in a run (and under @github/local-action, which
 * replaces them), or a recording in tests. Annotation messages and properties are escaped by the
 * sink (@actions/core escapes %, CR and LF in messages, and also ":" and "," in properties).
 */
export interface RunnerSink {
  info(line: string): void;
  debug(line: string): void;
  warning(message: string, properties: AnnotationProperties): void;
  error(message: string, properties: AnnotationProperties): void;
  startGroup(title: string): void;
  endGroup(): void;
  setOutput(name: string, value: string): void;
  /** Appends Markdown to the job summary. */
  appendSummary(markdown: string): Promise<void>;
  setFailed(message: string): void;
}

export const coreSink: RunnerSink = {
  info: (line) => core.info(line),
  debug: (line) => core.debug(line),
  warning: (message, properties) => core.warning(message, properties),
  error: (message, properties) => core.error(message, properties),
  startGroup: (title) => core.startGroup(title),
  endGroup: () => core.endGroup(),
  setOutput: (name, value) => core.setOutput(name, value),
  appendSummary: async (markdown) => {
    await core.summary.addRaw(markdown, true).write();
  },
  setFailed: (message) => core.setFailed(message),
};

export class RunnerReporter {
  readonly #sink: RunnerSink;
  readonly #secrets: readonly string[];

  /** `secrets`: every value to redact (empty ones are ignored). */
  constructor(sink: RunnerSink, secrets: readonly string[]) {
    this.#sink = sink;
    this.#secrets = secrets.filter((secret) => secret !== "");
  }

  redact(text: string): string {
    return redactSecrets(text, this.#secrets);
  }

  /** `value` with every string in it redacted: for records stored elsewhere (the ledger). */
  redactValue<T>(value: T): T {
    return redactSecretsInValue(value, this.#secrets);
  }

  /** Redacted, then made safe for the log: the one path of text to the log. */
  #logText(text: string): string {
    return neutraliseWorkflowCommands(this.redact(text));
  }

  info(text: string): void {
    this.#sink.info(this.#logText(text));
  }

  debug(text: string): void {
    this.#sink.debug(this.#logText(text));
  }

  /** `text` in a collapsed group of the log titled `title`. */
  group(title: string, text: string): void {
    this.#sink.startGroup(this.#logText(title));
    this.#sink.info(this.#logText(text));
    this.#sink.endGroup();
  }

  /** Opens a collapsed group of the log titled `title`; lines go into it until endGroup. */
  startGroup(title: string): void {
    this.#sink.startGroup(this.#logText(title));
  }

  endGroup(): void {
    this.#sink.endGroup();
  }

  warning(message: string, properties: AnnotationProperties = {}): void {
    this.#sink.warning(this.#logText(message), this.#properties(properties));
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    this.#sink.error(this.#logText(message), this.#properties(properties));
  }

  setFailed(message: string): void {
    this.#sink.setFailed(this.#logText(message));
  }

  setOutput(name: string, value: string): void {
    this.#sink.setOutput(name, this.redact(value));
  }

  /**
   * Appends to the job summary, within GitHub's 1 MiB per step counted in UTF-8 bytes: `markdown`
   * renders its variable part in at most `cap` UTF-16 code units, and is rendered again with a
   * smaller cap while it is over (each route writes the summary once).
   */
  async summary(markdown: string | ((cap: number) => string)): Promise<void> {
    const render = typeof markdown === "string" ? () => markdown : markdown;
    await this.#sink.appendSummary(fitSummary((cap) => this.redact(render(cap))));
  }

  async writeFile(path: string, content: string): Promise<void> {
    await replaceFile(path, this.redact(content));
  }

  #properties(properties: AnnotationProperties): AnnotationProperties {
    const { title, file } = properties;
    return {
      ...properties,
      ...(title === undefined ? {} : { title: this.#logText(title) }),
      ...(file === undefined ? {} : { file: this.redact(file) }),
    };
  }
}
