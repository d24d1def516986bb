/**
 * nodeos error envelopes. Real CyberWay nodes map exceptions to HTTP status in
 * http_plugin::handle_exception: unknown block 400, unsatisfied authorization 401, duplicate
 * transaction 409, end of file 422, everything else 500. Only one detail is sent, as with the
 * default `verbose-http-errors = false`.
 */

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Unknown Block',
  401: 'UnAuthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Busy',
  500: 'Internal Service Error',
};

export interface ErrorDetail {
  message: string;
  file: string;
  line_number: number;
  method: string;
}

export class NodeError extends Error {
  override readonly name = 'NodeError';
  readonly status: number;
  readonly code: number;
  readonly errorName: string;
  readonly what: string;
  readonly detail: ErrorDetail;

  constructor(
    status: number,
    code: number,
    errorName: string,
    what: string,
    detail: string,
    where: { file?: string; line?: number; method?: string } = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.errorName = errorName;
    this.what = what;
    this.detail = {
      message: detail,
      file: where.file ?? 'chain_api_plugin.cpp',
      line_number: where.line ?? 1,
      method: where.method ?? 'handle',
    };
  }

  toJSON(): object {
    return {
      code: this.status,
      message: STATUS_MESSAGES[this.status] ?? 'Internal Service Error',
      error: { code: this.code, name: this.errorName, what: this.what, details: [this.detail] },
    };
  }
}

export function errorBody(error: NodeError): string {
  return JSON.stringify(error);
}

const fail500 = (code: number, name: string, what: string, detail: string, method?: string) =>
  new NodeError(500, code, name, what, detail, method ? { method } : {});

export const nodeErrors = {
  notFound: () =>
    new NodeError(404, 0, 'exception', 'unspecified', 'Unknown Endpoint', {
      file: 'http_plugin.cpp',
      line: 328,
      method: 'handle_http_request',
    }),
  payloadTooLarge: () =>
    new NodeError(413, 0, 'exception', 'unspecified', 'Request body exceeds 1048576 bytes', {
      file: 'http_plugin.cpp',
      method: 'handle_http_request',
    }),
  busy: (detail = 'Too many requests') =>
    new NodeError(429, 0, 'exception', 'unspecified', detail, { file: 'http_plugin.cpp' }),
  parse: (detail: string) => fail500(4, 'parse_error_exception', 'Parse Error', detail),
  eof: () =>
    new NodeError(422, 11, 'eof_exception', 'End Of File', 'unexpected end of file', {
      file: 'json.cpp',
      method: 'from_string',
    }),
  badCast: (from: string, to: string) =>
    fail500(7, 'bad_cast_exception', 'Bad Cast', `Invalid cast from type '${from}' to ${to}`),
  missingField: (field: string) =>
    fail500(7, 'bad_cast_exception', 'Bad Cast', `Missing field '${field}'`),
  invalidName: (name: string) =>
    fail500(
      3010001,
      'name_type_exception',
      'Invalid name',
      name.length > 13
        ? `Name is longer than 13 characters (${name}) `
        : `Name not properly normalized (name: ${name}, normalized: ${name.toLowerCase()}) `,
    ),
  invalidSymbol: (detail: string) =>
    fail500(3010014, 'symbol_type_exception', 'Invalid symbol', detail),
  invalidAsset: (detail: string) =>
    fail500(3010011, 'asset_type_exception', 'Invalid asset', detail),
  invalidBlockId: (detail: string) =>
    fail500(3010008, 'block_id_type_exception', 'Invalid block ID', detail, 'get_block'),
  unknownBlock: (detail: string, method = 'get_block') =>
    new NodeError(400, 3100002, 'unknown_block_exception', 'Unknown block', detail, {
      file: 'chain_plugin.cpp',
      method,
    }),
  missingAccount: (value: bigint, table = 'account') =>
    fail500(
      3800003,
      'chaindb_midx_find_exception',
      'Unable to find key in ChainDB multi-index',
      `Unable to find key ${value} in the index ${table}.primary`,
    ),
  contractNotFound: (code: string) =>
    fail500(
      3060004,
      'contract_query_exception',
      'Contract Query Exception',
      `Contract can't be found ${code}`,
    ),
  unknownAction: (action: string, code: string) =>
    fail500(
      3050000,
      'action_validate_exception',
      'Action validate exception',
      `Unknown action ${action} in contract ${code}`,
    ),
  invalidActionArgs: (detail: string) =>
    fail500(3050002, 'invalid_action_args_exception', 'Invalid Action Arguments', detail),
  abiNotFound: (code: string) =>
    fail500(3015001, 'abi_not_found_exception', 'No ABI found', `No ABI found for ${code}`),
  invalidTransaction: (detail = 'Invalid transaction') =>
    fail500(3010006, 'transaction_type_exception', 'Invalid transaction', detail),
  unknownTransaction: (id: string) =>
    fail500(
      3040000,
      'transaction_exception',
      'Transaction exception',
      `Unknown Transaction ID: ${id}`,
    ),
  notAgent: (account: string) =>
    fail500(
      3050000,
      'action_validate_exception',
      'Action validate exception',
      `Account ${account} is not an agent`,
    ),
  domainNotFound: (domain: string) =>
    fail500(
      3060005,
      'domain_query_exception',
      'Domain Query Exception',
      `domain \`${domain}\` not found`,
    ),
  usernameNotFound: (user: string, scope: string) =>
    fail500(
      3060007,
      'username_query_exception',
      'Username Query Exception',
      `username \`${user}\` not found in scope \`${scope}\``,
    ),
  usernameSyntax: (detail: string) =>
    fail500(3010016, 'username_type_exception', 'Invalid username', detail),
  domainSyntax: (detail: string) =>
    fail500(3010015, 'domain_name_type_exception', 'Invalid domain name', detail),
  unknownIndex: (code: string, table: string, index: string) =>
    fail500(
      3720002,
      'unknown_index_exception',
      'Unknown index',
      `ABI index ${code}.${table}.${index} doesn't exists`,
    ),
  unknownTable: (code: string, table: string) =>
    fail500(
      3720001,
      'unknown_table_exception',
      'Unknown table',
      `ABI table ${code}.${table} doesn't exists`,
    ),
  absentField: (field: string) =>
    fail500(
      3710004,
      'driver_absent_field_exception',
      'MongoDB driver error on absent field',
      `Can't find the field ${field} in the value`,
    ),
  invalidValue: (detail: string) =>
    fail500(3010000, 'chain_type_exception', 'chain type exception', detail),
  unsatisfiedAuthorization: (detail: string) =>
    new NodeError(
      401,
      3090003,
      'unsatisfied_authorization',
      'Provided keys, permissions, and delays do not satisfy declared authorizations',
      detail,
      {
        file: 'authorization_manager.cpp',
        method: 'check_authorization',
      },
    ),
  unsupported: (detail: string) =>
    fail500(3100008, 'unsupported_feature', 'Feature is currently unsupported', detail),
  internal: (detail: string) => fail500(0, 'exception', 'unspecified', detail),
  /** /dev/produce_block while /dev/pause holds block production. */
  productionPaused: () =>
    fail500(
      3030000,
      'block_validate_exception',
      'Block production is paused',
      'block production is paused (POST /dev/pause); POST /dev/resume to produce again',
      'produce_block',
    ),
  /** /dev/produce_block when the next slot is still ahead of the wall clock (README: Time). */
  noFreeSlot: (next: string, now: string) =>
    fail500(
      3030000,
      'block_validate_exception',
      'Block exceeds the wall clock',
      `no free slot: the next block would be at ${next}, after the wall clock (${now}); wait for the clock`,
      'produce_block',
    ),
};
