import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/lib/paths';

export function Component() {
  const location = useLocation();
  useDocumentTitle(t`Page not found`);
  return (
    <>
      <PageHeader title={t`Page not found`} />
      <NotFoundPanel title={t`Nothing here`}>
        <p>
          <Trans>
            Nothing lives at <code className="font-mono break-all">{location.pathname}</code>.
          </Trans>
        </p>
        <p className="mt-2">
          <Trans>
            <Link to={paths.home()} className="text-teal-700 underline dark:text-teal-300">
              Go to the dashboard
            </Link>{' '}
            or use the search box above.
          </Trans>
        </p>
      </NotFoundPanel>
    </>
  );
}
