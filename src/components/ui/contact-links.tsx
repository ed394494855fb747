import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { phoneHref, whatsappHref } from '#domain/company-settings.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-600 px-4 font-semibold text-navy-50 hover:border-gold-400 hover:text-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400';

/**
 * Issue 28: the company's phone (tel:+503…) and WhatsApp (wa.me/503…), each a 44 px tall tap
 * target; nothing at all while the settings are unknown or give no number.
 */
export function ContactLinks({ className = '' }: { className?: string }) {
  const settings = useCompanySettings();
  if (!settings || (!settings.phone && !settings.whatsapp)) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {settings.phone ? (
        <a href={phoneHref(settings.phone)} className={LINK}>
          <Phone aria-hidden="true" className="size-4" />
          <span>
            Llamar al <span className="whitespace-nowrap">{settings.phone}</span>
          </span>
        </a>
      ) : null}
      {settings.whatsapp ? (
        <a
          href={whatsappHref(settings.whatsapp)}
          className={LINK}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          <span>
            WhatsApp <span className="whitespace-nowrap">{settings.whatsapp}</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}
