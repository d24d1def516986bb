/**
 * The app's one zod import: zod/mini, the functional and tree-shakable API (methods become
 * functions: `z.optional(s)`, `z.pipe(s, z.transform(fn))`, `s.check(z.refine(fn))`). Classic
 * `zod` would add its method-chaining classes (~17 kB gzip) to the entry chunk; eslint keeps it
 * out of non-test code.
 *
 * zod/mini registers no locale, and none is set here: an issue's message is zod's bare
 * "Invalid input" unless the schema wrote one. The English texts of classic zod ("Invalid input:
 * expected number, received string") are written when a failed answer is described, by the lazy
 * src/api/zod-issues.ts.
 */
import * as z from 'zod/mini';

export { z };
