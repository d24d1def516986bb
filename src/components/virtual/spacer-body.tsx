import type { Ref } from 'react';

/** A body of one empty row of `height`: the space of the rows not drawn. */
export function SpacerBody({
  height,
  colSpan,
  ref,
}: {
  height: number;
  colSpan: number;
  ref?: Ref<HTMLTableSectionElement>;
}) {
  return (
    <tbody ref={ref} aria-hidden="true">
      <tr style={{ height }}>
        <td colSpan={colSpan} className="p-0" />
      </tr>
    </tbody>
  );
}
