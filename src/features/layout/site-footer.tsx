import { describeOpeningHours } from '#domain/company-settings.ts';
import { ContactLinks } from '../../components/ui/contact-links.tsx';
import { useCompanySettings } from '../../lib/company-settings.ts';

/**
 * Issue 28: where the agency is, when it opens, and how to call or write to it, under every
 * screen. Drawn once the settings are known (they are cached, so nearly always at once).
 */
export function SiteFooter() {
  const settings = useCompanySettings();
  if (!settings) return null;
  return (
    <footer className="flex flex-col gap-3 border-t border-navy-700 bg-navy-900/60 px-4 py-6 text-sm text-navy-100 sm:px-6 lg:px-10">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-white">{settings.companyName}</p>
        <p>{settings.address}</p>
        {describeOpeningHours(settings.openingHours).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <ContactLinks />
    </footer>
  );
}
