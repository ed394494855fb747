import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** An error is announced at once (role alert); a success politely (role status). */
export function Alert({ tone, children }: AlertProps) {
  const isError = tone === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
        isError
          ? 'border-red-400/40 bg-red-500/10 text-red-200'
          : 'border-emerald-400/40 bg-emerald-500/10 text-emerald-200'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
