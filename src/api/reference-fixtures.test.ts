import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { call } from './call';
import { endpoints, type Endpoint } from './endpoints';
import { NodeHttpError, isNotFoundError, shouldRetry } from './node-errors';
import { abiSchema, isCyberwayAbi } from './schemas/abi';
import { getTableByScopeSchema } from './schemas/table';

// A copy of ../shared/reference kept in the repo, so a clean clone alone runs every test.
const REFERENCE_DIR = fileURLToPath(new URL('../../test-fixtures/reference/', import.meta.url));

const wrapperSchema = z.object({
  request: z.object({ path: z.string(), body: z.optional(z.unknown()) }),
  response: z.object({
    status: z.number(),
    headers: z.optional(z.record(z.string(), z.string())),
    json: z.unknown(),
    raw_text: z.optional(z.string()),
  }),
});

const files = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

function load(file: string): unknown {
  return JSON.parse(readFileSync(`${REFERENCE_DIR}${file}`, 'utf8'));
}

/** Not an operation the explorer calls, but recorded: checked so the fixture set is covered. */
const tableByScope: Endpoint = {
  path: '/v1/chain/get_table_by_scope',
  schema: () => Promise.resolve(getTableByScopeSchema),
};
const byPath = new Map<string, Endpoint>(
  [...Object.values(endpoints), tableByScope].map((e) => [e.path, e]),
);

/** Replays a recording through the real call(): exact bytes when recorded, status and headers. */
function replay(recording: z.infer<typeof wrapperSchema>) {
  const endpoint = byPath.get(recording.request.path);
  if (!endpoint) throw new Error(`no endpoint for ${recording.request.path}`);
  const { status, headers, json, raw_text } = recording.response;
  const fetchRecorded: typeof fetch = () =>
    Promise.resolve(new Response(raw_text ?? JSON.stringify(json), { status, headers }));
  return call(
    { baseUrl: 'https://recorded.example', fetch: fetchRecorded, timeoutMs: 0 },
    endpoint,
    recording.request.body,
  );
}

const expectedErrors: Record<
  string,
  { status: number; code: number; name: string; what: string; detail: string; notFound: boolean }
> = {
  'eos-mainnet__get_block_header_state__error_unknown_block.json': {
    status: 400,
    code: 3100002,
    name: 'unknown_block_exception',
    what: 'Unknown block',
    detail: 'Could not find reversible block: 10000000',
    notFound: true,
  },
  'leap-jungle4__get_account__error_unknown_400.json': {
    status: 400,
    code: 3060002,
    name: 'account_query_exception',
    what: 'Account Query Exception',
    detail: 'unable to retrieve account info (unknown key',
    notFound: true,
  },
  'leap-jungle4__get_account__error_unknown_500.json': {
    status: 500,
    code: 0,
    name: 'exception',
    what: 'unspecified',
    detail: 'unknown key (',
    notFound: true,
  },
  'leap-jungle4__get_block__error_invalid_id.json': {
    status: 500,
    code: 3010008,
    name: 'block_id_type_exception',
    what: 'Invalid block ID',
    detail: 'Invalid block ID: A1234',
    notFound: false,
  },
};

describe('recorded node answers in shared/reference', () => {
  it('finds the recordings', () => {
    expect(files.length).toBeGreaterThanOrEqual(39);
  });

  it('parses the CyberWay ABI file with the ABI schema', () => {
    const file = z.object({ abi: z.unknown() }).parse(load('cyberway-abi-file__cyber.token.json'));
    const abi = abiSchema.parse(file.abi);
    expect(isCyberwayAbi(abi)).toBe(true);
    expect(abi.events.map((e) => e.name)).toEqual(['balance', 'currency']);
    const stat = abi.tables.find((t) => t.name === 'stat');
    expect(stat?.scope_type).toBe('symbol_code');
    expect(stat?.indexes[0]?.orders[0]).toEqual({ field: 'supply._sym', order: 'asc' });
  });

  const recordings = files
    .filter((f) => f !== 'cyberway-abi-file__cyber.token.json')
    .map((f) => [f, wrapperSchema.parse(load(f))] as const);

  it.each(recordings.filter(([, r]) => r.response.status < 300))(
    'parses %s with the schema of its path',
    async (_file, recording) => {
      const endpoint = byPath.get(recording.request.path);
      expect(endpoint, recording.request.path).toBeDefined();
      // Both the schema alone and the full call() path (exact recorded bytes) accept it.
      const schema = await endpoint?.schema();
      expect(schema?.safeParse(recording.response.json).success).toBe(true);
      await expect(replay(recording)).resolves.toBeDefined();
    },
  );

  it.each(recordings.filter(([, r]) => r.response.status >= 300))(
    'turns %s into a NodeHttpError with the node’s error fields',
    async (file, recording) => {
      const expected = expectedErrors[file];
      expect(expected, `add expectations for ${file}`).toBeDefined();
      const error: unknown = await replay(recording).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NodeHttpError);
      if (!(error instanceof NodeHttpError) || !expected) return;
      expect(error.status).toBe(expected.status);
      expect(error.code).toBe(expected.code);
      expect(error.errorName).toBe(expected.name);
      expect(error.what).toBe(expected.what);
      expect(error.details[0]?.message).toContain(expected.detail);
      expect(isNotFoundError(error)).toBe(expected.notFound);
      // A bad id or a missing thing is the same answer every time.
      expect(shouldRetry(0, error)).toBe(false);
    },
  );

  it('keeps both details of a verbose node error', async () => {
    const recording = wrapperSchema.parse(load('leap-jungle4__get_block__error_invalid_id.json'));
    const error: unknown = await replay(recording).catch((e: unknown) => e);
    expect(error instanceof NodeHttpError && error.details.length).toBe(2);
  });

  it('exposes 64-bit fields as strings and counters as numbers', async () => {
    const recording = wrapperSchema.parse(load('leap-jungle4__get_account__eosio.json'));
    const account = await replay(recording);
    expect(account).toMatchObject({
      ram_quota: '68719476736',
      net_weight: '2000000000',
      head_block_num: 90841393,
      cpu_limit: { used: '149300', available: '5730953301', max: '5731102601' },
    });
  });
});
