import { t } from '@lingui/core/macro';
import {
  HistoryChainMismatchError,
  HistoryHttpError,
  HistoryUnreachableError,
  type HistoryError,
} from './history-errors';
import type { UnreachableReason } from './node-errors';

/*
 * The history service's failures in plain words. Only the history views show them: the classes
 * and retry rules, which every page's queries need, are in ./history-errors, so these long
 * texts load with those views alone.
 */
export * from './history-errors';

export interface HistoryErrorDescription {
  /** One short line: what went wrong. */
  title: string;
  /** The specifics (service message, status, URL). */
  detail: string;
  /** What the person can do about it. */
  hint: string;
}

/** Plain-language description of a history failure, for the panels of history views. */
export function describeHistoryError(e: HistoryError): HistoryErrorDescription {
  // Read when shown, so it follows the language.
  const settingsHint = t`Choose another history service in Settings, or turn it off to read the node’s blocks instead.`;
  if (e instanceof HistoryChainMismatchError) {
    const { serviceUrl, nodeUrl, serviceChainId, nodeChainId } = e;
    return {
      title: t`This history service belongs to another chain`,
      detail:
        serviceChainId === undefined
          ? t`${serviceUrl} does not report a chain id in /v2/health, so the explorer cannot tell whether it indexes the chain of ${nodeUrl}.`
          : t`${serviceUrl} indexes chain ${serviceChainId}; the node ${nodeUrl} is on chain ${nodeChainId}.`,
      hint: t`Its answers are not shown, so the two chains are never mixed. ${settingsHint}`,
    };
  }
  if (e instanceof HistoryUnreachableError) {
    const titles: Record<UnreachableReason, string> = {
      timeout: t`The history service did not answer in time`,
      cors: t`The history service blocks browser requests (CORS)`,
      'cut-off': t`The history service's answer was cut off`,
      network: t`Can't reach the history service`,
    };
    return {
      title: titles[e.reason],
      detail: e.message,
      hint:
        e.reason === 'cors'
          ? t`The service must send access-control-allow-origin. ${settingsHint}`
          : t`The node's own pages keep working. Try again later. ${settingsHint}`,
    };
  }
  if (e instanceof HistoryHttpError) {
    const said = e.body ? `${e.body.error || 'Error'}: ${e.body.message}` : e.bodyExcerpt;
    const where = `${e.serviceUrl}${e.endpoint}`;
    const status = e.status;
    const seconds = e.retryAfterSeconds;
    return {
      title:
        e.status === 429
          ? t`The history service is busy`
          : e.status === 404
            ? t`The history service does not offer this operation`
            : e.status >= 500
              ? t`The history service failed`
              : t`The history service rejected the request`,
      detail: said ? t`${where} answered ${status}: ${said}.` : t`${where} answered ${status}.`,
      hint:
        e.status === 429 && seconds !== undefined
          ? t`Try again in ${seconds} s.`
          : e.status === 404
            ? t`The URL may not be a Hyperion v2 API. ${settingsHint}`
            : t`Try again later. ${settingsHint}`,
    };
  }
  const endpoint = e.endpoint;
  const excerpt = e.kind === 'not-json' ? e.excerpt : '';
  // Written when the answer was parsed (history-call.ts), in the history client's lazy chunk.
  const issues = e.issues
    .slice(0, 3)
    .map((i) => `${i.path || '(root)'}: ${i.message}`)
    .join('; ');
  return {
    title: t`Unexpected answer from the history service`,
    detail:
      e.kind === 'not-json'
        ? t`${endpoint} answered: “${excerpt}”`
        : t`${endpoint} answered with a shape the explorer does not understand (${issues}).`,
    hint: t`The service may run a Hyperion version the explorer does not support. ${settingsHint}`,
  };
}
