import { t } from '@lingui/core/macro';
import type { Abi } from '@/api/node-client';
import { definitionId } from './abi-model';
import { TypeRef } from './type-ref';

export interface AbiNamedTypesProps {
  abi: Abi;
  /** Which list to show. */
  list: 'events' | 'aliases' | 'variants';
}

/** What a list is called, what it says when empty and its two column headers. */
function texts(list: AbiNamedTypesProps['list']) {
  switch (list) {
    case 'events':
      return {
        caption: t`Events`,
        empty: t`This ABI declares no events.`,
        headers: [t`Event`, t`Data type`],
      };
    case 'aliases':
      return {
        caption: t`Type aliases`,
        empty: t`No type aliases.`,
        headers: [t`Alias`, t`Stands for`],
      };
    case 'variants':
      return {
        caption: t`Variants`,
        empty: t`No variants.`,
        headers: [t`Variant`, t`One of`],
      };
  }
}

/** Events (CyberWay), type aliases or variants: a name and the type(s) it stands for. */
export function AbiNamedTypes({ abi, list }: AbiNamedTypesProps) {
  const rows =
    list === 'events'
      ? abi.events.map((e) => ({ name: e.name, types: [e.type], id: undefined }))
      : list === 'aliases'
        ? abi.types.map((t) => ({
            name: t.new_type_name,
            types: [t.type],
            id: definitionId('alias', t.new_type_name),
          }))
        : abi.variants.map((v) => ({
            name: v.name,
            types: v.types,
            id: definitionId('variant', v.name),
          }));
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{texts(list).empty}</p>;
  }
  const { caption, headers } = texts(list);
  const [first, second] = headers;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-semibold">
              {first}
            </th>
            <th scope="col" className="px-3 py-1.5 font-semibold">
              {second}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r.name} id={r.id} className="scroll-mt-4">
              <td className="px-3 py-1.5 font-mono">{r.name}</td>
              <td className="px-3 py-1.5">
                {r.types.map((t, i) => (
                  <span key={`${t}-${i}`}>
                    {i > 0 ? ' | ' : null}
                    <TypeRef abi={abi} type={t} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
