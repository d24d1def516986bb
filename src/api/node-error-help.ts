import { t } from '@lingui/core/macro';
import {
  isAbort,
  netApiMissing,
  NodeHttpError,
  NodeResponseError,
  NodeUnreachableError,
  nodeErrorTitle,
  saysNotFound,
} from './node-errors';
import { transactionErrorHelp } from './transaction-error-help';
import { issueMessages } from './zod-issues';

/*
 * The long half of a failure's description, a lazy chunk of its own (~3 kB gzip that no first
 * paint needs): the title is nodeErrorTitle's, shown at once; this adds the specifics and what to
 * do, a moment later (src/components/errors/use-error-help.ts).
 */

export interface NodeErrorDescription {
  /** One short line: what went wrong. */
  title: string;
  /** The specifics (node message, status, URL). */
  detail: string;
  /** What the person can do about it. */
  hint: string;
}

type Help = Omit<NodeErrorDescription, 'title'>;

function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function unreachableHelp(e: NodeUnreachableError): Help {
  if (e.reason === 'timeout') {
    const seconds = e.timeoutMs !== undefined ? Math.round(e.timeoutMs / 100) / 10 : undefined;
    return {
      detail:
        seconds === undefined
          ? t`${e.baseUrl} gave no answer to ${e.endpoint}.`
          : t`${e.baseUrl} gave no answer to ${e.endpoint} within ${seconds} s.`,
      hint: t`The node may be overloaded, syncing or far away. Try again, or choose another node in Settings.`,
    };
  }
  if (e.reason === 'cors') {
    return {
      detail: t`${e.baseUrl} answered ${e.endpoint}, but without an access-control-allow-origin header, so the browser hid the answer from the explorer.`,
      hint: t`Enable CORS on the node (access-control-allow-origin = * and access-control-allow-headers = Content-Type in config.ini), put it behind a proxy that adds the headers, or choose another node in Settings.`,
    };
  }
  if (e.reason === 'cut-off') {
    return {
      detail:
        e.status !== undefined
          ? t`${e.baseUrl}${e.endpoint} started to answer (HTTP ${e.status}), but the connection closed before the whole answer arrived.`
          : t`${e.baseUrl}${e.endpoint} started to answer, but the connection closed before the whole answer arrived.`,
      hint: t`The node or a proxy in front of it may have restarted or hit a limit. The explorer tries again; if it keeps happening, choose another node in Settings.`,
    };
  }
  const mixed = pageIsHttps() && e.baseUrl.startsWith('http:');
  return {
    detail: mixed
      ? t`This page is served over https, so the browser blocks requests to the http node ${e.baseUrl} (mixed content).`
      : t`The request to ${e.baseUrl}${e.endpoint} failed before any answer arrived: the node may be down or refused the connection, or its host name may not resolve (DNS).`,
    hint: mixed
      ? t`Use an https URL for the node, or open the explorer over http.`
      : t`Check the URL in Settings and that the node is running. If it is, enable CORS on it (access-control-allow-origin = * in config.ini) or put it behind a proxy that adds the header.`,
  };
}

function nodeMessage(e: NodeHttpError): string {
  const first = e.details[0]?.message;
  const label = [e.what ?? e.body?.message, first].filter(Boolean).join(': ');
  const id = [e.errorName, e.code !== undefined ? t`code ${e.code}` : undefined]
    .filter(Boolean)
    .join(', ');
  return id ? `${label} (${id})` : label;
}

function httpHelp(e: NodeHttpError): Help {
  const where = `${e.baseUrl}${e.endpoint}`;
  if (netApiMissing(e)) {
    return {
      detail: t`${where} answered 404: this node does not serve the peer-network API.`,
      hint: t`Start nodeos with --plugin eosio::net_api_plugin (and only expose it where that is safe).`,
    };
  }
  if (saysNotFound(e)) {
    return {
      detail: nodeMessage(e),
      hint: t`Check the number, id or name. A block that is not yet produced, or an account that does not exist on this chain, gives this answer.`,
    };
  }
  if (e.status === 429) {
    return {
      detail: t`${where} answered 429 (too many requests in flight).`,
      hint:
        e.retryAfterSeconds !== undefined
          ? t`Try again in ${e.retryAfterSeconds} s.`
          : t`Wait a moment and try again, or choose a less loaded node.`,
    };
  }
  if (!e.body) {
    const excerpt = e.bodyExcerpt;
    const status = e.status;
    return {
      detail: excerpt
        ? t`HTTP ${status} from ${where}: “${excerpt}”.`
        : t`HTTP ${status} from ${where} with an empty body.`,
      hint:
        e.status === 502 || e.status === 503 || e.status === 504
          ? t`A gateway could not reach nodeos; the node may be down or restarting. Try again later.`
          : e.status === 404
            ? t`This node does not offer this operation (CyberWay-only calls are missing on EOSIO/Leap nodes), or the URL is not a node API.`
            : e.status === 400 && !e.bodyExcerpt
              ? t`nodeos refuses requests whose Host header is not its own address (http-validate-host): add this host name with http-alias, or reach the node by its listen address.`
              : t`The URL may point at a web server rather than a node API. Check it in Settings.`,
    };
  }
  if (e.status === 404) {
    return {
      detail: t`${where}: ${nodeMessage(e)}.`,
      hint: t`The plugin serving it may be disabled, or it may be CyberWay-only (resolve_names, get_agent_public_key, get_proxy_status).`,
    };
  }
  return {
    detail: t`${where} answered ${e.status}: ${nodeMessage(e)}`,
    hint:
      e.status >= 500
        ? t`nodeos answers most invalid requests with 500 too; check the input. If it is right, the node may be in trouble: try again or use another node.`
        : t`Check the input and try again.`,
  };
}

function responseHelp(e: NodeResponseError): Help {
  if (e.kind === 'not-json') {
    return {
      detail: e.excerpt
        ? t`${e.endpoint} answered: “${e.excerpt}”`
        : t`${e.endpoint} answered with an empty body.`,
      hint: t`The URL may point at a web page or proxy rather than a node API, or the answer was cut off. Check the URL in Settings.`,
    };
  }
  const issues = issueMessages(e.issues);
  return {
    detail: t`${e.endpoint} answered with a shape the explorer does not understand (${issues}).`,
    hint: t`The node may run a version or fork the explorer does not support.`,
  };
}

function help(e: unknown): Help {
  if (e instanceof NodeUnreachableError) return unreachableHelp(e);
  if (e instanceof NodeHttpError) return httpHelp(e);
  if (e instanceof NodeResponseError) return responseHelp(e);
  if (isAbort(e)) return { detail: '', hint: t`Try again.` };
  return {
    detail: e instanceof Error ? e.message : String(e),
    hint: t`Try again. If it keeps happening, reload the page.`,
  };
}

/** Plain-language description of any failure, for error panels and banners. */
export function describeNodeError(e: unknown): NodeErrorDescription {
  // A refused transaction's error has a name of its own to say: expired, duplicate, …
  if (e instanceof NodeHttpError && e.body) {
    const refused = transactionErrorHelp(e);
    if (refused) return { title: refused.title, detail: nodeMessage(e), hint: refused.hint };
  }
  return { title: nodeErrorTitle(e), ...help(e) };
}
