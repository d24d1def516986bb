import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isAskingAgain, useShownError } from '@/components/errors/use-shown-error';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows } from '@/components/ui/skeleton';
import { STACKED_GRID } from '@/components/ui/stacked-rows';
import { BlockList } from '@/features/blocks/block-list';
import { useBlockRange } from '@/features/blocks/use-block-range';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';

const PAGE_SIZE = 20;

const NAV_LINK =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

/** `?before=N` shows the blocks below N; without it the page follows the head. */
function parseBefore(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 1 ? n : undefined;
}

export function Component() {
  const [params] = useSearchParams();
  const before = parseBefore(params.get('before'));
  const info = useChainInfo();
  const infoError = useShownError(info);
  const head = info.data?.head_block_num;
  const isLive = before === undefined || (head !== undefined && before > head);
  // "Go" to a block past the head (or a link to one): the newest blocks are shown, and saying so
  // keeps them from passing for the blocks asked for.
  const notYet =
    before !== undefined && head !== undefined && before - 1 > head ? before - 1 : null;
  const top = isLive ? head : before - 1;
  const blocks = useBlockRange(top, PAGE_SIZE);
  const bottom = blocks[blocks.length - 1]?.blockNum;
  // Relative times run on the page's clock, not the head poll's answers (none while it fails).
  const now = useNow();
  const rawJson = useMemo(() => {
    const loaded = blocks.flatMap((b) => (b.block ? [b.block] : []));
    return <JsonView value={loaded} label={t`Raw get_block JSON of these blocks`} />;
  }, [blocks]);

  return (
    <>
      <PageHeader
        title={t`Blocks`}
        subtitle={
          isLive
            ? t`The newest blocks; the list follows the head.`
            : top !== undefined && bottom !== undefined
              ? t`Blocks ${formatInteger(top)} down to ${formatInteger(bottom)}.`
              : undefined
        }
        actions={<JumpToBlock />}
      />
      {notYet !== null && head !== undefined ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
        >
          <Trans>
            Block {formatInteger(notYet)} does not exist yet: the head is block{' '}
            <Link to={paths.block(head)} className="font-mono underline">
              {formatInteger(head)}
            </Link>
            . The newest blocks are shown below.
          </Trans>
        </p>
      ) : null}
      {top === undefined ? (
        infoError !== null ? (
          <ErrorPanel
            error={infoError}
            what={t`the chain head`}
            isRetrying={isAskingAgain(info)}
            onRetry={() => void info.refetch()}
          />
        ) : (
          <SkeletonRows rows={10} label={t`Loading blocks…`} />
        )
      ) : (
        <>
          {/* Below md each block is a card; BlockList's cells place themselves on it. */}
          <div className={STACKED_GRID}>
            <BlockList
              blocks={blocks}
              lastIrreversible={info.data?.last_irreversible_block_num}
              now={now}
            />
          </div>
          <nav aria-label={t`Pages of blocks`} className="mt-4 flex flex-wrap gap-2">
            {!isLive ? (
              <>
                <Link to={paths.blocks()} className={NAV_LINK}>
                  <Trans>Newest</Trans>
                </Link>
                <Link
                  to={
                    head !== undefined && top + PAGE_SIZE < head
                      ? paths.blocks(top + PAGE_SIZE + 1)
                      : paths.blocks()
                  }
                  className={NAV_LINK}
                  rel="prev"
                >
                  <Trans>← Newer</Trans>
                </Link>
              </>
            ) : null}
            {bottom !== undefined && bottom > 1 ? (
              <Link to={paths.blocks(bottom)} className={NAV_LINK} rel="next">
                <Trans>Older →</Trans>
              </Link>
            ) : null}
          </nav>
          {rawJson}
        </>
      )}
    </>
  );
}

function JumpToBlock() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim().replace(/,/g, '');
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1) {
      setProblem(t`Type a block number (1 or more).`);
      return;
    }
    setProblem(null);
    void navigate(paths.blocks(Number(text) + 1));
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-center gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm">
        <Trans>Show blocks from</Trans>
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        placeholder={t`block number`}
        className="w-36 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <button type="submit" className={NAV_LINK}>
        <Trans>Go</Trans>
      </button>
      {problem ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
