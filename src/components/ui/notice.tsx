import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';

interface NoticeProps {
  tone?: 'info' | 'warning';
  children: ReactNode;
  /** Leave the icon out when the text brings its own (an emoji, say). */
  icon?: boolean;
  className?: string;
}

/**
 * A note about the page's state (dates carried over, a range that cannot be searched). Both tones
 * are announced politely: they follow what the user just did, they do not interrupt it.
 */
export function Notice({ tone = 'info', children, icon = true, className = '' }: NoticeProps) {
  const isWarning = tone === 'warning';
  const Icon = isWarning ? TriangleAlert : Info;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
        isWarning
          ? 'border-amber-400/40 bg-amber-500/10 text-amber-100'
          : 'border-sky-400/40 bg-sky-500/10 text-sky-100'
      } ${className}`}
    >
      {icon ? <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      <div>{children}</div>
    </div>
  );
}
