/** The app's base path (VITE_BASE) without the trailing slash, as react-router wants it. */
export function routerBasename(base: string = import.meta.env.BASE_URL): string {
  if (!base.startsWith('/')) return '/';
  return base.replace(/\/+$/, '') || '/';
}

/** A page's path inside the app (`/block/1`), or null for a path outside the app's base. */
export function appPath(pathname: string, basename: string = routerBasename()): string | null {
  if (basename === '/') return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  return lower.startsWith(`${base}/`) ? pathname.slice(basename.length) : null;
}

/** The address of a page of the app (`/block/1`) as a link's href: under the app's base path. */
export function pageHref(path: string, basename: string = routerBasename()): string {
  return basename === '/' ? path : `${basename}${path}`;
}
