// The keys of the platform kinds that take more than a field path: every platform source's `url`
// (https://, or http:// to this machine only, never with a user name or password in it: the
// credential comes from the environment only, and no message quotes an address that holds one),
// and a `tenable-ot` source's `filter`, in the shape of the assets query's own argument.
import { z } from "zod";
import { isLoopback } from "../../shared/loopback.ts";

/** Marks the issue of an address holding credentials: no other issue of it may echo it. */
export const URL_CREDENTIALS_ISSUE = "url-credentials";

/**
 * A platform's address: https://, or http:// to this machine only, and never with a user name or
 * password in it (the credential comes from the environment only).
 */
export function platformUrlSchema(platform: string, secret: string) {
  return z
    .url({ protocol: /^https?$/ })
    .refine((value) => !urlHoldsCredentials(value), {
      message: `holds a user name or password (before @); remove it and write the address alone: ${platform}'s credential is read from ${secret} only, never from the sources file`,
      params: { kind: URL_CREDENTIALS_ISSUE },
    })
    .refine((value) => plainHttpAllowed(value), {
      message: `uses http:// to another machine, where ${platform}'s credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)`,
    })
    .meta({
      description: `${platform}'s base URL, without a user or password; the credential is read from ${secret}.`,
    });
}

/**
 * Whether an address (or a text meant as one) carries a user name or password: anything before an
 * "@" in its authority, as written (`user:pw@host`, with or without a scheme) or as a URL parser
 * reads it (`https:/user:pw@host`).
 */
export function urlHoldsCredentials(text: string): boolean {
  const rest = text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/u, "");
  if ((/^[^/\\?#]*/u.exec(rest)?.[0] ?? "").includes("@")) return true;
  const url = URL.parse(text);
  return url !== null && (url.username !== "" || url.password !== "");
}

/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url: string): boolean {
  if (!URL.canParse(url)) return true;
  const { protocol, hostname } = new URL(url);
  return protocol !== "http:" || isLoopback(hostname);
}

/** A value a Tenable filter compares with: a text, number or true/false, or a list of them. */
const filterValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * One expression of the assets query's `filter` (Tenable OT Security's AssetExpressionsParams):
 * `{ op, field, values }`, or `{ op: And | Or, expressions: [...] }`.
 */
export interface TenableFilter {
  op: string;
  field?: string | undefined;
  values?: z.output<typeof filterValueSchema> | z.output<typeof filterValueSchema>[] | undefined;
  expressions?: TenableFilter[] | undefined;
}

const LOGICAL_OPS = new Set(["And", "Or"]);

/**
 * The assets query's `filter` as Tenable OT Security's GraphQL schema publishes its input
 * (AssetExpressionsParams: `field: AssetField`, `op: ExprOp!`, `values: JSON`, `expressions:
 * [AssetExpressionsParams!]`, the last "must be applied when using [And/Or] operators"). The
 * operators and fields are the appliance's to judge (its answer is quoted); their shape is checked
 * here, at their place in the sources file.
 */
export const tenableFilterSchema: z.ZodType<TenableFilter> = z
  .strictObject({
    op: z.string().regex(/^[A-Z][A-Za-z]*$/u, {
      message:
        "must be one of Tenable OT Security's operators (ExprOp), a capitalised word such as Equal, NotEqual, In, Contains, And or Or",
    }),
    field: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*$/u, {
        message: "must be a field of an asset (a name such as type or customField1)",
      })
      .optional(),
    values: z.union([filterValueSchema, z.array(filterValueSchema).min(1)]).optional(),
    get expressions(): z.ZodOptional<z.ZodArray<z.ZodType<TenableFilter>>> {
      return z.array(tenableFilterSchema).min(1).optional();
    },
  })
  .superRefine((expression, context) => {
    const logical = LOGICAL_OPS.has(expression.op);
    if (
      logical &&
      (expression.expressions === undefined ||
        expression.field !== undefined ||
        expression.values !== undefined)
    ) {
      context.addIssue({
        code: "custom",
        message:
          "an And or Or expression takes expressions (a list of expressions) and no field or values, for example { op: And, expressions: [{ op: Equal, field: type, values: Plc }] }",
      });
    }
    if (
      !logical &&
      (expression.field === undefined ||
        expression.values === undefined ||
        expression.expressions !== undefined)
    ) {
      context.addIssue({
        code: "custom",
        message:
          "an expression other than And or Or takes a field and its values, for example { op: Equal, field: type, values: Plc }",
      });
    }
  })
  // Named in the JSON Schema's $defs after the input Tenable's GraphQL schema publishes.
  .meta({ id: "AssetExpressionsParams" });
