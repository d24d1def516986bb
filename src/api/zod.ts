/**
 * The app's one zod import: zod/mini, the functional and tree-shakable API (methods become
 * functions: `z.optional(s)`, `z.pipe(s, z.transform(fn))`, `s.check(z.refine(fn))`). Classic
 * `zod` would add its method-chaining classes (~17 kB gzip) to the entry chunk; eslint keeps it
 * out of non-test code.
 *
 * zod/mini registers no locale; English is set here so issue messages read exactly as with
 * classic zod ("Invalid input: expected number, received string"), which registers it itself.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export { z };
