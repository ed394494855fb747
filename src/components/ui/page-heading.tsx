import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The title block every screen starts with (one h1 per page). */
export function PageHeading({ title, subtitle, children }: PageHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      {subtitle ? <p className="text-navy-200">{subtitle}</p> : null}
      {children}
    </header>
  );
}
