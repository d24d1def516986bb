/**
 * The bench's Lighthouse anchor: the libraries the explorer is built on (React, react-router,
 * TanStack Query), with nothing of the explorer's own, drawing a page from one node answer. What
 * Lighthouse scores here is the floor those libraries set on this machine in the same run, so the
 * explorer's figures are read as a ratio to it rather than against an absolute aim
 * (bench/README.md, "Lighthouse").
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';

declare const ANCHOR_NODE_URL: string;

/** One POST to the node, its JSON answer as fields to list. */
async function ask(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${ANCHOR_NODE_URL}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

function Fields({ data }: { data: Record<string, unknown> | undefined }) {
  if (!data) return <p>Loading from the node…</p>;
  const shown = Object.entries(data).filter(([, v]) => typeof v !== 'object');
  return (
    <dl>
      {shown.slice(0, 12).map(([k, v]) => (
        <div key={k} style={{ display: 'flex', gap: 12 }}>
          <dt style={{ minWidth: 200 }}>{k}</dt>
          <dd style={{ overflowWrap: 'anywhere' }}>{String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Page({
  title,
  subtitle,
  path,
  body,
}: {
  title: string;
  subtitle: string;
  path: string;
  body: unknown;
}) {
  const answer = useQuery({ queryKey: [path, body], queryFn: () => ask(path, body) });
  return (
    <main>
      <h1 style={{ fontSize: 24 }}>{title}</h1>
      <p>{subtitle}</p>
      {answer.error ? <p role="alert">{answer.error.message}</p> : <Fields data={answer.data} />}
    </main>
  );
}

function Home() {
  return (
    <Page
      title="Dashboard"
      subtitle="What the chain is doing now. Updates every second."
      path="/v1/chain/get_info"
      body={{}}
    />
  );
}

function Block() {
  const { id = '' } = useParams();
  return (
    <Page
      title={`Block ${id}`}
      subtitle="A block and its transactions."
      path="/v1/chain/get_block"
      body={{ block_num_or_id: id }}
    />
  );
}

function Account() {
  const { name = '' } = useParams();
  return (
    <Page
      title={`Account ${name}`}
      subtitle="An account's balances, resources and permissions."
      path="/v1/chain/get_account"
      body={{ account_name: name }}
    />
  );
}

function Shell() {
  return (
    <div
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 1100, margin: '0 auto', padding: 16 }}
    >
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <strong>Anchor</strong>
        <Link to="/">Dashboard</Link>
        <Link to="/block/1">Blocks</Link>
        <Link to="/account/alice">Accounts</Link>
      </header>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/block/:id', element: <Block /> },
      { path: '/account/:name', element: <Account /> },
    ],
  },
]);

const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
