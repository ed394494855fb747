import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}

/** The centred panel that frames the login and registration forms. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <div className="flex justify-center py-4 sm:py-10">
      <section
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border border-navy-700 bg-navy-800/60 p-5 shadow-2xl shadow-black/30 sm:p-8`}
      >
        <header className="mb-6 text-center">
          <p className="mb-2 text-xs font-semibold tracking-[0.3em] text-gold-400">ELITE DRIVE</p>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-navy-200">{subtitle}</p> : null}
        </header>
        {children}
      </section>
    </div>
  );
}
