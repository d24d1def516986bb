import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Section } from '@/components/ui/section';

export interface NodeChoiceListProps {
  title: string;
  urls: readonly string[];
  current: string;
  onUse: (url: string) => void;
  onRemove?: (url: string) => void;
}

/** Nodes to switch to (recent or suggested), the one in use marked. */
export function NodeChoiceList({ title, urls, current, onUse, onRemove }: NodeChoiceListProps) {
  if (urls.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {urls.map((url) => (
          <li key={url} className="flex flex-wrap items-center gap-2 px-4 py-2 text-sm">
            <span className="font-mono break-all">{url}</span>
            {url === current ? (
              <Badge tone="info">
                <Trans>in use</Trans>
              </Badge>
            ) : null}
            <span className="ml-auto flex gap-2">
              {url !== current ? (
                <button
                  type="button"
                  className="underline"
                  onClick={() => onUse(url)}
                  aria-label={t`Use ${url}`}
                >
                  <Trans>Use</Trans>
                </button>
              ) : null}
              {onRemove ? (
                <button
                  type="button"
                  className="underline"
                  onClick={() => onRemove(url)}
                  aria-label={t`Remove ${url} from recent nodes`}
                >
                  <Trans>Remove</Trans>
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
