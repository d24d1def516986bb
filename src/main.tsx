import { configHistoryUrl, configNodeUrl, fetchRuntimeConfigFile } from '@/api/runtime-config-file';
import {
  loadFirstPageCode,
  matchFirstPage,
  sendFirstHistoryRequests,
  sendFirstRequests,
} from '@/app/first-page';
import { historyChoiceNeedsConfig, startingHistoryUrl } from '@/lib/history-choice';
import { loadCatalogs, startingLocale } from '@/lib/locale';
import { needsRuntimeConfig, startingNodeUrl } from '@/lib/node-choice';
import './index.css';

/*
 * The start-up module, small on purpose: it sends the first page's node requests and starts
 * loading its code at once, then loads the app (React, the router, the client), which the HTML
 * already preloads. The client takes those answers instead of asking again, and the router
 * finds the page loaded, so neither waits for the app's code to have run first.
 */

function readBuildNodeUrl(): string | null {
  const value: unknown = import.meta.env['VITE_NODE_URL'];
  return typeof value === 'string' && value ? value : null;
}

function showFailure(message: string, error: unknown) {
  console.error(message, error);
  const root = document.getElementById('root');
  if (!root) return;
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'mx-auto max-w-xl p-8 text-center';
  p.textContent = message;
  root.replaceChildren(p);
}

const search = window.location.search;
const buildUrl = readBuildNodeUrl();
const configFile = fetchRuntimeConfigFile(import.meta.env.BASE_URL);
const needsConfig = needsRuntimeConfig(search);

const firstPage = matchFirstPage(window.location.pathname, search);

/** The app asks and loads for itself: an early start that fails must not stop it from loading. */
function early(what: string, start: () => void) {
  try {
    start();
  } catch (error) {
    console.warn(`Could not ${what} early`, error);
  }
}

/** `file`: config.json's content, or undefined where the choice is known without it. */
const nodeUrlOf = (file: unknown) =>
  startingNodeUrl({ search, configNodeUrl: configNodeUrl(file), buildUrl });

const sendRequests = (file: unknown) =>
  early('send the first requests', () => sendFirstRequests(nodeUrlOf(file), firstPage));

if (needsConfig) void configFile.then(sendRequests);
else sendRequests(undefined);

// An account's activity also asks its history service, when there is one.
const sendHistoryRequests = (file: unknown) =>
  early('ask the history service', () => {
    const serviceUrl = startingHistoryUrl({
      search,
      configHistoryUrl: configHistoryUrl(file),
      nodeUrl: nodeUrlOf(file),
      buildNodeUrl: buildUrl,
    });
    if (serviceUrl) sendFirstHistoryRequests(serviceUrl, firstPage);
  });

// A linked or saved service is asked at once: the node then only decides the build's service.
if (firstPage.activityOf !== undefined) {
  if (historyChoiceNeedsConfig(search)) void configFile.then(sendHistoryRequests);
  else sendHistoryRequests(undefined);
}
// A Russian visit's catalogs come with the page's code, before the first render (English has
// none): the shell's now, and the page's with its code, which therefore starts loading after this.
const locale = startingLocale(search);
const catalog = loadCatalogs(locale);
early('load the page’s code', () => loadFirstPageCode(firstPage));
const warmIntl = !(locale === 'en' && firstPage.intlFreeInEnglish);

import('@/app/boot').then(
  ({ boot }) =>
    boot({ search, buildUrl, configFile, needsConfig, locale, catalog, warmIntl }).catch(
      (error: unknown) =>
        showFailure('The explorer failed to start. Reload the page to try again.', error),
    ),
  (error: unknown) =>
    showFailure(
      'The explorer’s code could not be loaded (the connection failed, or the site was updated meanwhile). Reload the page to try again.',
      error,
    ),
);
