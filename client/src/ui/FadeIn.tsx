import type { ReactNode } from 'react';

/** Fades its content in once (skipped for people who prefer reduced motion). */
export function FadeIn({ children }: { children: ReactNode }) {
  return <div className="fade-in">{children}</div>;
}
