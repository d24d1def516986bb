import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { definitionId } from './abi-model';
import { StructFields } from './struct-fields';
import { TypeRef } from './type-ref';

export interface AbiStructsProps {
  abi: Abi;
}

/** Every struct, each with an anchor that field types link to. */
export function AbiStructs({ abi }: AbiStructsProps) {
  if (abi.structs.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>No structs.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-5">
      {abi.structs.map((s) => (
        <article
          key={s.name}
          id={definitionId('struct', s.name)}
          aria-labelledby={`${definitionId('struct', s.name)}-title`}
          className="scroll-mt-4"
        >
          <div className="mb-1.5 flex flex-wrap items-baseline gap-x-3">
            <h3 id={`${definitionId('struct', s.name)}-title`} className="font-mono font-semibold">
              {s.name}
            </h3>
            {s.base ? (
              <span className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>
                  extends <TypeRef abi={abi} type={s.base} />
                </Trans>
              </span>
            ) : null}
          </div>
          <StructFields abi={abi} struct={s.name} caption={t`Fields of struct ${s.name}`} />
        </article>
      ))}
    </div>
  );
}
