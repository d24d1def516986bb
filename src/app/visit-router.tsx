import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
} from 'react-router';
import { PageHrefContext } from '@/components/links/page-href';
import { pageHref } from '@/lib/base-path';
import { useLocaleState } from '@/lib/i18n';
import { useNodeState } from '@/lib/node-store';
import { visitSearch, withVisitParams, type VisitParams } from '@/lib/visit-params';

type History = HistoryRouterProps['history'];

/** The browser history, with every address the app makes carrying the visit's parameters. */
function visitHistory(base: History, visit: VisitParams): History {
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(withVisitParams(to, visit)),
    createURL: (to) => base.createURL(withVisitParams(to, visit)),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => base.push(withVisitParams(to, visit), state),
    replace: (to, state) => base.replace(withVisitParams(to, visit), state),
    go: (delta) => base.go(delta),
    listen: (listener) => base.listen(listener),
  };
}

/**
 * BrowserRouter, except that a visit opened with `?node=`, `?history=` or `?lang=` keeps them in every
 * link, navigation and search-param change, so an address copied later opens the same data; and
 * once the person leaves the link's node (or picks another in Settings) they leave the address.
 * One place, rather than a wrapper every link and `setSearchParams` would have to remember.
 */
export function VisitRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const { linkUrl, linkHistory } = useNodeState();
  const { link: linkLang } = useLocaleState();
  const [base] = useState(() => createBrowserHistory({ v5Compat: true }));
  // A new navigator when the visit changes re-renders every link with its new address.
  const history = useMemo(
    () => visitHistory(base, { node: linkUrl, history: linkHistory, lang: linkLang }),
    [base, linkUrl, linkHistory, linkLang],
  );
  // Plain page anchors get their href where links get theirs: from this history.
  const hrefOf = useCallback(
    (to: string) => history.createHref(pageHref(to, basename)),
    [history, basename],
  );
  useLayoutEffect(() => {
    const { location } = base;
    const search = visitSearch(location.search, {
      node: linkUrl,
      history: linkHistory,
      lang: linkLang,
    });
    if (search !== location.search) base.replace({ ...location, search }, location.state);
  }, [base, linkUrl, linkHistory, linkLang]);
  return (
    // Without transitions a page whose code is still loading shows its skeleton at once, rather
    // than the previous page lingering with no sign that the click was taken.
    <HistoryRouter basename={basename} history={history} useTransitions={false}>
      <PageHrefContext.Provider value={hrefOf}>{children}</PageHrefContext.Provider>
    </HistoryRouter>
  );
}
