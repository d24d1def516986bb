import { memo } from 'react';
import { formatInteger, shortHash } from '@/lib/format';
import { paths } from '@/lib/paths';
import { INLINE_LINK } from './inline-link';
import { PageAnchor } from './page-anchor';

export interface BlockLinkProps {
  /** A block number or a 64-hex block id. */
  block: number | string;
  /** Show the id shortened (ids only). */
  short?: boolean;
}

function BlockLinkView({ block, short = false }: BlockLinkProps) {
  const isId = typeof block === 'string' && /^[0-9a-f]{64}$/i.test(block);
  const isNum = typeof block === 'number' || /^\d+$/.test(block);
  if (!isId && !isNum) return <span className="font-mono">{String(block)}</span>;
  const text = isId ? (short ? shortHash(String(block)) : String(block)) : formatInteger(block);
  return (
    <PageAnchor to={paths.block(block)} className={`font-mono break-all ${INLINE_LINK}`}>
      {text}
    </PageAnchor>
  );
}

/** Memoised: tables re-render every head poll, and a link's props rarely change. */
export const BlockLink = memo(BlockLinkView);
