import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { NotFoundPanel } from './not-found-panel';

/** The page of a token address that names no token (`/token/<code>/<symbol>…`). */
export function NotATokenPage({ code, symbol }: { code: string; symbol: string }) {
  return (
    <>
      <PageHeader title={t`Not a token`} />
      <NotFoundPanel title={t`“${code}/${symbol}” is not a token address`}>
        <Trans>
          A token is found by its contract account and its symbol of 1–7 letters, e.g.{' '}
          <Link
            className="text-teal-700 underline dark:text-teal-300"
            to={paths.token('cyber.token', 'CYBER')}
          >
            cyber.token/CYBER
          </Link>
          .
        </Trans>
      </NotFoundPanel>
    </>
  );
}
