import { useContext, type AnchorHTMLAttributes } from 'react';
import { PAGE_ANCHOR_ATTRIBUTE, PageHrefContext } from './page-href';

export interface PageAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page's path inside the app (`/block/1`), as for react-router's `to`. */
  to: string;
}

/**
 * A link to a page of the app drawn as a plain anchor, for links repeated in every row of a
 * table. react-router's <Link> runs about a dozen hooks per link (href resolution, its own
 * navigate function, prefetch state): with hundreds of links on an activity or block page they
 * were a tenth of a cold load's render. Its click becomes an in-app navigation in one listener
 * for the whole document (app/use-page-anchor-clicks); modified clicks open tabs as usual.
 */
export function PageAnchor({ to, ...rest }: PageAnchorProps) {
  const href = useContext(PageHrefContext)(to);
  return <a {...rest} href={href} {...{ [PAGE_ANCHOR_ATTRIBUTE]: '' }} />;
}
