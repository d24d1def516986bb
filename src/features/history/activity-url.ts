import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityFilter } from '@/history/activity-filter';
import { isAccountName } from '@/api/chain-refs';
import { parseNodeTime } from '@/lib/format';

/**
 * The activity filters as the page URL keeps them (`?contract=&action=&dir=in|out&from=&to=`),
 * so a filtered view is a link. Dates are `YYYY-MM-DD` (UTC days, inclusive); anything invalid
 * is reported, never silently widened.
 */
export interface ActivityUrlState {
  filter: ActivityFilter;
  /** The URL's values as typed, for the form. */
  values: { contract: string; action: string; dir: string; from: string; to: string };
  /**
   * One message per invalid parameter, translated where shown: the URL is also read at start-up,
   * before a language is active.
   */
  problems: MessageDescriptor[];
}

/** A problem in the language in use. */
export const problemText = (problem: MessageDescriptor) => i18n._(problem);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string, end: boolean): string | undefined {
  if (!DAY.test(value)) return undefined;
  const d = parseNodeTime(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return d && d.toISOString().slice(0, 10) === value ? d.toISOString().slice(0, 23) : undefined;
}

export function readActivityUrl(search: URLSearchParams): ActivityUrlState {
  const values = {
    contract: search.get('contract')?.trim() ?? '',
    action: search.get('action')?.trim() ?? '',
    dir: search.get('dir')?.trim() ?? '',
    from: search.get('from')?.trim() ?? '',
    to: search.get('to')?.trim() ?? '',
  };
  const filter: ActivityFilter = {};
  const problems: MessageDescriptor[] = [];
  if (values.contract) {
    if (isAccountName(values.contract)) filter.contract = values.contract;
    else problems.push(msg`“${values.contract}” is not a contract account name.`);
  }
  if (values.action) {
    if (isAccountName(values.action)) filter.action = values.action;
    else problems.push(msg`“${values.action}” is not an action name.`);
  }
  if (values.dir) {
    if (values.dir === 'in' || values.dir === 'out') filter.direction = values.dir;
    else problems.push(msg`Direction “${values.dir}” is neither “in” nor “out”.`);
  }
  if (values.from) {
    const after = day(values.from, false);
    if (after) filter.after = after;
    else problems.push(msg`“${values.from}” is not a date (YYYY-MM-DD).`);
  }
  if (values.to) {
    const before = day(values.to, true);
    if (before) filter.before = before;
    else problems.push(msg`“${values.to}” is not a date (YYYY-MM-DD).`);
  }
  if (filter.after && filter.before && filter.after > filter.before) {
    problems.push(msg`The date range ends before it starts.`);
  }
  return { filter, values, problems };
}
