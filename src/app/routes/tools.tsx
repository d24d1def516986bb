import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';

const TOOLS = [
  {
    to: paths.toolsAbi(),
    name: 'Action encoder',
    what: 'Pack an action’s arguments with a contract’s ABI, unpack hex back, and check both in the browser.',
  },
  {
    to: paths.toolsTransaction(),
    name: 'Transaction inspector',
    what: 'A transaction’s id, its expiration and reference block checked against the chain, and the keys that must sign it.',
  },
];

export function Component() {
  return (
    <div>
      <PageHeader title="Tools" subtitle="For developers: work with actions and transactions." />
      <ul className="grid gap-3 md:grid-cols-2">
        {TOOLS.map((tool) => (
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
