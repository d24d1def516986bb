import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { KeyValueList } from '@/components/ui/key-value-list';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { HistorySettings } from '@/features/history/history-settings';
import { KeptDataSettings } from '@/features/kept/kept-data-settings';
import { NodeSettings } from '@/features/nodes/node-settings';
import { DisplaySettings } from '@/features/shell/display-settings';

/**
 * The name the deployment gave this build, so a person (or a test) can tell which version the
 * page runs, e.g. after accepting a new version. Unset, nothing is invented: a name made up at
 * build time would make every build differ, and the service worker offer each one as new.
 */
const buildIdEnv: unknown = import.meta.env['VITE_BUILD_ID'];
const BUILD_ID = typeof buildIdEnv === 'string' ? buildIdEnv.trim() : '';

export function Component() {
  return (
    <>
      <PageHeader title={t`Settings`} subtitle={t`Choose the node this explorer reads from.`} />
      <NodeSettings />

      <HistorySettings />
      <KeptDataSettings />

      <DisplaySettings />

      <Section title={t`Using a real node`}>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            The explorer calls the node straight from your browser. A nodeos node must allow that
            with <code className="font-mono">access-control-allow-origin = *</code> and{' '}
            <code className="font-mono">access-control-allow-headers = Content-Type</code> in its
            config. The Peers page needs{' '}
            <code className="font-mono">plugin = eosio::net_api_plugin</code>.
          </Trans>
        </p>
      </Section>

      <Section title={t`This explorer`}>
        <KeyValueList
          items={[
            {
              label: t`Build`,
              hint: t`VITE_BUILD_ID when it was built`,
              value: BUILD_ID ? (
                <span className="font-mono" translate="no">
                  {BUILD_ID}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">{t`not named`}</span>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}
