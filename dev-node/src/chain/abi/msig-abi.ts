import { actions, index, struct } from './abi-builders.ts';
import { cyberwayAbi, type CyberwayAbi } from './cyberway-abi.ts';

/**
 * cyber.msig, as cyberway.contracts publishes its ABI: a proposal keeps the proposed transaction
 * packed in CyberWay's header layout (max_ram_kbytes and max_storage_kbytes after
 * max_cpu_usage_ms); approvals (approvals2, with times) and the old `approvals` table live in the
 * proposer's scope, invalidations in the contract's own.
 */
export const MSIG_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('action', [
      ['account', 'name'],
      ['name', 'name'],
      ['authorization', 'permission_level[]'],
      ['data', 'bytes'],
    ]),
    struct('approval', [
      ['level', 'permission_level'],
      ['time', 'time_point'],
    ]),
    struct('approvals_info', [
      ['version', 'uint8'],
      ['proposal_name', 'name'],
      ['requested_approvals', 'approval[]'],
      ['provided_approvals', 'approval[]'],
    ]),
    struct('approve', [
      ['proposer', 'name'],
      ['proposal_name', 'name'],
      ['level', 'permission_level'],
      ['proposal_hash', 'checksum256$'],
    ]),
    struct('cancel', [
      ['proposer', 'name'],
      ['proposal_name', 'name'],
      ['canceler', 'name'],
    ]),
    struct('exec', [
      ['proposer', 'name'],
      ['proposal_name', 'name'],
      ['executer', 'name'],
    ]),
    struct('extension', [
      ['type', 'uint16'],
      ['data', 'bytes'],
    ]),
    struct('invalidate', [['account', 'name']]),
    struct('invalidation', [
      ['account', 'name'],
      ['last_invalidation_time', 'time_point'],
    ]),
    struct('old_approvals_info', [
      ['proposal_name', 'name'],
      ['requested_approvals', 'permission_level[]'],
      ['provided_approvals', 'permission_level[]'],
    ]),
    struct('permission_level', [
      ['actor', 'name'],
      ['permission', 'name'],
    ]),
    struct('proposal', [
      ['proposal_name', 'name'],
      ['packed_transaction', 'bytes'],
    ]),
    struct('propose', [
      ['proposer', 'name'],
      ['proposal_name', 'name'],
      ['requested', 'permission_level[]'],
      ['trx', 'transaction'],
    ]),
    struct(
      'transaction',
      [
        ['context_free_actions', 'action[]'],
        ['actions', 'action[]'],
        ['transaction_extensions', 'extension[]'],
      ],
      'transaction_header',
    ),
    struct('transaction_header', [
      ['expiration', 'time_point_sec'],
      ['ref_block_num', 'uint16'],
      ['ref_block_prefix', 'uint32'],
      ['max_net_usage_words', 'varuint32'],
      ['max_cpu_usage_ms', 'uint8'],
      ['max_ram_kbytes', 'varuint32'],
      ['max_storage_kbytes', 'varuint32'],
      ['delay_sec', 'varuint32'],
    ]),
    struct('unapprove', [
      ['proposer', 'name'],
      ['proposal_name', 'name'],
      ['level', 'permission_level'],
    ]),
  ],
  actions: actions('approve', 'cancel', 'exec', 'invalidate', 'propose', 'unapprove'),
  tables: [
    {
      name: 'approvals',
      type: 'old_approvals_info',
      indexes: [index('primary', ['proposal_name'])],
    },
    {
      name: 'approvals2',
      type: 'approvals_info',
      indexes: [index('primary', ['proposal_name'])],
    },
    { name: 'invals', type: 'invalidation', indexes: [index('primary', ['account'])] },
    { name: 'proposal', type: 'proposal', indexes: [index('primary', ['proposal_name'])] },
  ],
});
