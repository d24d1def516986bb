import { createContext } from 'react';
import { pageHref } from '@/lib/base-path';

/** Marks the anchors whose clicks the app turns into in-app navigations (usePageAnchorClicks). */
export const PAGE_ANCHOR_ATTRIBUTE = 'data-page-anchor';

/**
 * A page's href as the router writes it: under the base path, with the visit's `?node=`,
 * `?history=` and `?lang=` (app/visit-router provides it), so that a copied link opens the same
 * data, as react-router's links do.
 */
export const PageHrefContext = createContext<(to: string) => string>((to) => pageHref(to));
