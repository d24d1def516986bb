import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useShownError } from '@/components/errors/use-shown-error';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from '@/features/shell/language-switch';
import { LinkNodeBanner } from '@/features/shell/link-node-banner';
import { NodeStatus, NodeStatusLine } from '@/features/shell/node-status';
import { NodeTroubleBanner } from '@/features/shell/node-trouble-banner';
import { OfflineBanner } from '@/features/shell/offline-banner';
import { SearchBox } from '@/features/shell/search-box';
import { ThemeSwitch } from '@/features/shell/theme-switch';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { RequestInspectorButton } from './request-inspector-button';
import { useHeadingFocusAfterSearch } from './use-heading-focus';
import { useScrollRestoration } from './use-scroll-restoration';
import { usePageAnchorClicks } from './use-page-anchor-clicks';

const NAV = [
  { to: paths.blocks(), label: msg`Blocks` },
  { to: paths.producers(), label: msg`Producers` },
  { to: paths.schedule(), label: msg`Schedule` },
  { to: paths.deferred(), label: msg`Deferred` },
  { to: paths.msig(), label: msg`Proposals` },
  { to: paths.peers(), label: msg`Peers` },
  { to: paths.nodes(), label: msg`Nodes` },
  { to: paths.names(), label: msg`Names` },
  { to: paths.watch(), label: msg`Watched` },
  { to: paths.tools(), label: msg`Tools` },
  { to: paths.toolsTransaction(), label: msg`Transaction tool` },
  { to: paths.settings(), label: msg`Settings` },
];

export function RootLayout() {
  const location = useLocation();
  useScrollRestoration();
  useHeadingFocusAfterSearch();
  usePageAnchorClicks();
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to={paths.home()}
            className="shrink-0 text-lg font-bold tracking-tight text-teal-800 dark:text-teal-300"
          >
            CyberWay Explorer
          </Link>
          {/* Beside the name below md, where it has the rest of the first row (in the row of
              buttons it was cut to a few characters); after the search box from md. */}
          <NodeStatus />
          <div className="order-3 w-full md:order-1 md:w-auto md:flex-1">
            <SearchBox />
          </div>
          <div className="ml-auto flex w-full min-w-0 items-center justify-end gap-2 md:order-3 md:w-auto">
            <ThemeSwitch />
            <RequestInspectorButton />
            <LanguageSwitch />
            <button
              type="button"
              className="rounded-md border border-slate-300 px-2 py-1 text-sm md:hidden dark:border-slate-600"
              aria-expanded={menuOpen}
              aria-controls="main-nav"
              onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
            >
              <Trans>Menu</Trans>
            </button>
          </div>
        </div>
        <nav
          id="main-nav"
          aria-label={t`Main`}
          className={cn('mx-auto max-w-6xl px-4 pb-2 md:block', menuOpen ? 'block' : 'hidden')}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:gap-2">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => {
                    const active =
                      isActive ||
                      (item.to === paths.tools() &&
                        (location.pathname === paths.toolsAbi() ||
                          location.pathname === paths.toolsPush()));
                    return cn(
                      'block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
                      active
                        ? 'bg-teal-50 text-teal-900 underline decoration-2 underline-offset-4 dark:bg-teal-900/40 dark:text-teal-100'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                    );
                  }}
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The header's node status is cut to its place on a phone: whole here. */}
          {menuOpen ? (
            <div className="mt-1 border-t border-slate-200 pt-1 md:hidden dark:border-slate-800">
              <NodeStatusLine />
            </div>
          ) : null}
        </nav>
      </header>
      <LinkNodeBanner />
      <OfflineBanner />
      {location.pathname === paths.home() ? null : <NodeTroubleBanner />}
      {/* A screen tall at least: the footer waits below the fold, where a page growing as its
          code and data arrive (from a skeleton, on a slow device) cannot push it about before
          someone's eyes. */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>

      <Footer />
    </div>
  );
}

function Footer() {
  const info = useChainInfo();
  const error = useShownError(info);
  return (
    <footer className="border-t border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-1 px-4 py-3">
        {info.data ? (
          <>
            <span>
              <Trans>Head</Trans>{' '}
              <Link className="font-mono underline" to={paths.block(info.data.head_block_num)}>
                {formatInteger(info.data.head_block_num)}
              </Link>
            </span>
            <span>
              <Trans>Irreversible</Trans>{' '}
              <Link
                className="font-mono underline"
                to={paths.block(info.data.last_irreversible_block_num)}
              >
                {formatInteger(info.data.last_irreversible_block_num)}
              </Link>
            </span>
          </>
        ) : (
          <span>{error !== null ? t`Node unreachable` : t`Connecting to node…`}</span>
        )}
        <span className="ml-auto">CyberWay Explorer</span>
      </div>
    </footer>
  );
}
