/** The app's base path (VITE_BASE) without the trailing slash, as react-router wants it. */
export function routerBasename(base: string = import.meta.env.BASE_URL): string {
  if (!base.startsWith('/')) return '/';
  return base.replace(/\/+$/, '') || '/';
}

/** The path the router sees: the address without the app's base path. */
export function pathInApp(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
