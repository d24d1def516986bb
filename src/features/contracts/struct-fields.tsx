import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { structFields } from './abi-model';
import { TypeRef } from './type-ref';

export interface StructFieldsProps {
  abi: Abi;
  /** Struct name; its base structs' fields are listed first, as they are packed. */
  struct: string;
  caption: string;
}

/** The fields of a struct (inherited ones included) with their types linked. */
export function StructFields({ abi, struct, caption }: StructFieldsProps) {
  const fields = structFields(abi, struct);
  if (!abi.structs.some((s) => s.name === struct)) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          <span className="font-mono">{struct}</span> is not a struct of this ABI.
        </Trans>
      </p>
    );
  }
  if (fields.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>No fields.</Trans>
      </p>
    );
  }
  const inherited = fields.some((f) => f.from !== struct);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-semibold">
              <Trans>Field</Trans>
            </th>
            <th scope="col" className="px-3 py-1.5 font-semibold">
              <Trans>Type</Trans>
            </th>
            {inherited ? (
              <th scope="col" className="px-3 py-1.5 font-semibold">
                <Trans>Declared in</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {fields.map((f, i) => (
            <tr key={`${f.from}.${f.name}.${i}`}>
              <td className="px-3 py-1.5 font-mono">{f.name}</td>
              <td className="px-3 py-1.5">
                <TypeRef abi={abi} type={f.type} />
              </td>
              {inherited ? (
                <td className="px-3 py-1.5 font-mono text-slate-600 dark:text-slate-300">
                  {f.from === struct ? '' : `base ${f.from}`}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
