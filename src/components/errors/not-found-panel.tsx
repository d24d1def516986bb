import type { ReactNode } from 'react';

export interface NotFoundPanelProps {
  title: string;
  children?: ReactNode;
}

/** "This does not exist" — deliberately unlike the red node-failure panel. */
export function NotFoundPanel({ title, children }: NotFoundPanelProps) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-600"
    >
      <p className="text-lg font-semibold">{title}</p>
      {children ? (
        <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>
      ) : null}
    </div>
  );
}
