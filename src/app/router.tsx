import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { AppShellSkeleton } from './app-shell-skeleton';
import { RootLayout } from './root-layout';

type PageModule = { Component: ComponentType };

/**
 * Every page is its own lazy chunk, drawn inside its own Suspense boundary so the shell (and an
 * account's header above its tabs) stays while a page's code loads.
 */
function lazyPage(load: () => Promise<PageModule>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return function LazyPage() {
    return (
      <Suspense fallback={<AppShellSkeleton />}>
        <Page />
      </Suspense>
    );
  };
}

const Home = lazyPage(() => import('./routes/home'));
const Blocks = lazyPage(() => import('./routes/blocks'));
const Block = lazyPage(() => import('./routes/block'));
const Transaction = lazyPage(() => import('./routes/transaction'));
const Account = lazyPage(() => import('./routes/account'));
const AccountOverview = lazyPage(() => import('./routes/account-overview'));
const AccountPermissions = lazyPage(() => import('./routes/account-permissions'));
const AccountTokens = lazyPage(() => import('./routes/account-tokens'));
const AccountContract = lazyPage(() => import('./routes/account-contract'));
const AccountTables = lazyPage(() => import('./routes/account-tables'));
const AccountTable = lazyPage(() => import('./routes/account-table'));
const Token = lazyPage(() => import('./routes/token'));
const Producers = lazyPage(() => import('./routes/producers'));
const Schedule = lazyPage(() => import('./routes/schedule'));
const Deferred = lazyPage(() => import('./routes/deferred'));
const Names = lazyPage(() => import('./routes/names'));
const Peers = lazyPage(() => import('./routes/peers'));
const ToolsAbi = lazyPage(() => import('./routes/tools-abi'));
const ToolsTransaction = lazyPage(() => import('./routes/tools-transaction'));
const Settings = lazyPage(() => import('./routes/settings'));
const NotFound = lazyPage(() => import('./routes/not-found'));

/**
 * The explorer's pages. Declarative routes rather than a data router: the data router's code
 * is a fifth of the first load, and the only loader work, starting a page's first request from
 * its URL, is done by route-prefetch.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route
          element={
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          }
        >
          <Route index element={<Home />} />
          <Route path="blocks" element={<Blocks />} />
          <Route path="block/:blockNumOrId" element={<Block />} />
          <Route path="block/:blockNum/tx/:txId" element={<Transaction />} />
          <Route path="account/:accountName" element={<Account />}>
            <Route index element={<AccountOverview />} />
            <Route path="permissions" element={<AccountPermissions />} />
            <Route path="tokens" element={<AccountTokens />} />
            <Route path="contract" element={<AccountContract />} />
            <Route path="tables" element={<AccountTables />} />
            <Route path="tables/:table" element={<AccountTable />} />
          </Route>
          <Route path="token/:code/:symbol" element={<Token />} />
          <Route path="producers" element={<Producers />} />
          <Route path="schedule" element={<Schedule />} />
          <Route path="deferred" element={<Deferred />} />
          <Route path="names" element={<Names />} />
          <Route path="peers" element={<Peers />} />
          <Route path="tools/abi" element={<ToolsAbi />} />
          <Route path="tools/transaction" element={<ToolsTransaction />} />
          <Route path="settings" element={<Settings />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
