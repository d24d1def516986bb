import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { ActivityView } from '@/features/history/activity-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { accountName = '' } = useParams();
  useDocumentTitle(t`Activity of ${accountName}`);
  return (
    <section aria-label={t`Activity`}>
      <ActivityView account={accountName} />
    </section>
  );
}
