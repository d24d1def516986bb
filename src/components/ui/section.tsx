import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  id?: string;
}

/** A titled panel of a page. */
export function Section({ title, children, actions, id }: SectionProps) {
  // Not derived from the title: a translated title would give every section the same id.
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
