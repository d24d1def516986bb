import { NotFoundPanel } from '@/components/errors/not-found-panel';

// TODO(#3): placeholder until this page lands.
export function Component() {
  return <NotFoundPanel title="This page is being built" />;
}
