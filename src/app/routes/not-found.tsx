import { Link, useLocation } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/lib/paths';

export function Component() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  return (
    <>
      <PageHeader title="Page not found" />
      <NotFoundPanel title="Nothing here">
        <p>
          Nothing lives at <code className="font-mono break-all">{location.pathname}</code>.
        </p>
        <p className="mt-2">
          <Link to={paths.home()} className="text-teal-700 underline dark:text-teal-300">
            Go to the dashboard
          </Link>{' '}
          or use the search box above.
        </p>
      </NotFoundPanel>
    </>
  );
}
