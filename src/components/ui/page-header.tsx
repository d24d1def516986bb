import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab title; defaults to the title when it is plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, documentTitle, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        {/* Focusable from script only: a search moves focus here (app/use-heading-focus). */}
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight break-words">
          {title}
        </h1>
        {subtitle ? (
          <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</div>
        ) : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
