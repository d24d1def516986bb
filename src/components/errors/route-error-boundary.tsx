import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorPanel } from './error-panel';

/** The route-level boundary: the shell stays, the page explains what broke. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <div role="alert" className="py-10 text-center">
        <h1 className="text-2xl font-semibold">
          {error.status} {error.statusText}
        </h1>
        <Link to="/" className="mt-4 inline-block text-teal-700 underline dark:text-teal-300">
          Back to the dashboard
        </Link>
      </div>
    );
  }
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  if (isChunkError) {
    return (
      <div role="alert" className="py-10 text-center">
        <h1 className="text-xl font-semibold">This page could not be loaded</h1>
        <p className="mt-2 text-sm">
          The explorer may have been updated. Reload to get the new version.
        </p>
        <button type="button" className="mt-4 underline" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  return (
    <div className="py-6">
      <h1 className="mb-4 text-xl font-semibold">Something went wrong on this page</h1>
      <ErrorPanel error={error} />
    </div>
  );
}
