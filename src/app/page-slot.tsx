import { lazy, Suspense, useState, type ComponentType } from 'react';
import { AppShellSkeleton } from './app-shell-skeleton';
import { loadedPage, loadPage, type PageName } from './pages';

const lazyPages = new Map<PageName, ComponentType>();

/**
 * One React.lazy per page, made once: a new one per render would load and suspend again. A lazy
 * component keeps its failure, so a failed one is dropped: the page's "Try again" mounts the
 * slot anew, and a fresh lazy downloads the chunk again.
 */
function lazyPage(name: PageName): ComponentType {
  let Page = lazyPages.get(name);
  if (!Page) {
    Page = lazy(() =>
      loadPage(name).then(
        (module) => ({ default: module.Component }),
        (error: unknown) => {
          lazyPages.delete(name);
          throw error;
        },
      ),
    );
    lazyPages.set(name, Page);
  }
  return Page;
}

/**
 * A page by name. Its code has usually arrived already (the start-up module loads the first
 * page's alongside the app, and a page once shown stays loaded) and is then drawn in the same
 * render; otherwise a skeleton holds its place inside the shell until the chunk arrives. A chunk
 * that cannot be fetched throws to the page's error boundary. Give it `key={name}`, so two pages
 * never share one slot's state.
 */
export function PageSlot({ name }: { name: PageName }) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
  // be a new component type in the same place, and remount the page.
  const [Page] = useState(() => loadedPage(name)?.Component ?? lazyPage(name));
  return (
    <Suspense fallback={<AppShellSkeleton />}>
      <Page />
    </Suspense>
  );
}
