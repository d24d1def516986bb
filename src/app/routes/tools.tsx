import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';

// Built on each render: the names follow the language in use.
const tools = () => [
  {
    to: paths.toolsAbi(),
    name: t`Action encoder`,
    what: t`Pack an action’s arguments with a contract’s ABI, unpack hex back, and check both in the browser.`,
  },
  {
    to: paths.toolsTransaction(),
    name: t`Transaction inspector`,
    what: t`A transaction’s id, its expiration and reference block checked against the chain, and the keys that must sign it.`,
  },
  {
    to: paths.toolsPush(),
    name: t`Transaction builder`,
    what: t`Build a transaction from contracts’ actions, review it, sign it in the browser with your key and push it to the node.`,
  },
];

export function Component() {
  return (
    <div>
      <PageHeader
        title={t`Tools`}
        subtitle={t`For developers: work with actions and transactions.`}
      />
      <ul className="grid gap-3 md:grid-cols-2">
        {tools().map((tool) => (
          <li
            key={tool.name}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <Link
              to={tool.to}
              className="font-semibold text-teal-800 underline underline-offset-2 dark:text-teal-300"
            >
              {tool.name}
            </Link>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{tool.what}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
