import { z } from '@/api/zod';
import { name } from './common';

/*
 * cyber.msig's table rows (cyberway.contracts' cyber.msig.abi), read with get_table_rows in the
 * proposer's scope (invals: the contract's own). A row that is not of this shape is skipped.
 */

const level = z.object({ actor: name, permission: name });

export type PermissionLevel = z.infer<typeof level>;

/** `proposal`: the proposed transaction, packed (hex). */
export const proposalRowSchema = z.object({
  proposal_name: name,
  packed_transaction: z.string(),
});

const approval = z.object({ level, time: z.string() });

/** `approvals2`: requested and provided approvals, each with a time. */
export const approvalsRowSchema = z.object({
  proposal_name: name,
  requested_approvals: z.array(approval),
  provided_approvals: z.array(approval),
});

/** `approvals` (the old table, EOSIO's): permission levels without times. */
export const oldApprovalsRowSchema = z.object({
  proposal_name: name,
  requested_approvals: z.array(level),
  provided_approvals: z.array(level),
});

/** `invals`: when an account last voided its approvals. */
export const invalidationRowSchema = z.object({
  account: name,
  last_invalidation_time: z.string(),
});
