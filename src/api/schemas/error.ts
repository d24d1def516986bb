import { z } from '@/api/zod';

/** One log entry of the exception (only the first, shortened, unless verbose-http-errors is on). */
export const nodeErrorDetailSchema = z.object({
  message: z.string(),
  file: z.optional(z.string()),
  line_number: z.optional(z.number()),
  method: z.optional(z.string()),
});
export type NodeErrorDetail = z.infer<typeof nodeErrorDetailSchema>;

/**
 * nodeos `error_results`: the body of every error answer. The 429 "Busy" body has an empty name,
 * what and details and an uninitialised code, so those are lenient.
 */
export const nodeErrorBodySchema = z.object({
  /** HTTP status echoed by nodeos. */
  code: z.number(),
  /** Short status text: "Unknown Block", "Internal Service Error", "Busy", … */
  message: z.string(),
  error: z.object({
    /** fc exception code, e.g. 3100002 (unknown block), 3800003 (ChainDB key not found). */
    code: z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((v) => Number(v)),
    ),
    /** fc exception name, e.g. `unknown_block_exception`. */
    name: z._default(z.string(), ''),
    /** Human summary of the exception class, e.g. "Unknown block". */
    what: z._default(z.string(), ''),
    /** 0–10 log entries; their messages carry the specifics ("Could not find block: 42"). */
    details: z._default(z.array(nodeErrorDetailSchema), []),
  }),
});
export type NodeErrorBody = z.infer<typeof nodeErrorBodySchema>;
