import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  subtitle?: string;
  /** Extra classes for the subtitle (a page may leave it out on phones to save the first screen). */
  subtitleClassName?: string;
  children?: ReactNode;
}

/** The title block every screen starts with (one h1 per page). */
export function PageHeading({
  title,
  subtitle,
  subtitleClassName = '',
  children,
}: PageHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      {subtitle ? <p className={`text-navy-200 ${subtitleClassName}`}>{subtitle}</p> : null}
      {children}
    </header>
  );
}
