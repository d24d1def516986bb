import type { ReactNode } from 'react';

/**
 * A message shown where a placeholder was (an error where the skeleton stood): both share one
 * grid cell, the placeholder unseen, so the box is at least as tall as before and what follows
 * does not move when the message comes (it moved the page by a quarter of a screen and more,
 * the layout shift Lighthouse counts).
 */
export function InPlaceOf({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid">
      <div aria-hidden="true" inert className="invisible min-w-0 [grid-area:1/1]">
        {placeholder}
      </div>
      <div className="min-w-0 [grid-area:1/1]">{children}</div>
    </div>
  );
}

/** The skeleton, or once there is one, the failure in its place (InPlaceOf). */
export function SkeletonOr({ failure, skeleton }: { failure: ReactNode; skeleton: ReactNode }) {
  return failure == null ? skeleton : <InPlaceOf placeholder={skeleton}>{failure}</InPlaceOf>;
}
