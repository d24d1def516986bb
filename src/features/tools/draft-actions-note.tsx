import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BUTTON, LINK } from '@/components/ui/form-styles';
import type { DraftAction } from './transaction-draft';

export interface DraftActionsNoteProps {
  /** Actions the encoder added ("Add to transaction"), kept in this browser. */
  drafts: DraftAction[];
  /** The chain's head is known, so a header can be filled in. */
  canBuild: boolean;
  onBuild: () => void;
  onForget: () => void;
}

/** The encoder's waiting actions, to build a transaction from; or where such actions come from. */
export function DraftActionsNote({ drafts, canBuild, onBuild, onForget }: DraftActionsNoteProps) {
  return drafts.length > 0 ? (
    <div className="mb-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p>
        {plural(drafts.length, {
          one: '# action from the encoder:',
          other: '# actions from the encoder:',
        })}{' '}
        <span className="font-mono">{drafts.map((d) => `${d.account}::${d.name}`).join(', ')}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={BUTTON} onClick={onBuild} disabled={!canBuild}>
          <Trans>Build a transaction from them</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={onForget}>
          <Trans>Forget them</Trans>
        </button>
      </div>
    </div>
  ) : (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
      <Trans>
        Paste a transaction as JSON, or make actions with the{' '}
        <Link className={LINK} to={paths.toolsAbi()}>
          action encoder
        </Link>{' '}
        (“Add to transaction”) and build one from them here.
      </Trans>
    </p>
  );
}
