import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Bell from 'lucide-react/icons/bell';
import IdCard from 'lucide-react/icons/id-card';
import { countryName } from '#domain/countries.ts';
import { DOCUMENT_LABELS } from '#domain/identity-document.ts';
import { apiErrorMessage, type ErrorTexts } from '../../lib/api-error.ts';
import { useSession } from '../../lib/use-session.ts';
import { type Profile, profileQueryOptions } from './api/get-profile.ts';

const PROFILE_ERROR_TEXTS: ErrorTexts = {
  otherStatus: (status) => `Error del servidor (${status}).`,
  fallback: 'No se pudieron cargar tus datos.',
};

/** The rows of 'Mis datos': the document by its type (and, for a passport, its country). */
export function accountRows(profile: Profile): { term: string; value: string }[] {
  const rows = [
    {
      term: 'Documento',
      value: `${DOCUMENT_LABELS[profile.documentType]} ${profile.documentNumber}`,
    },
  ];
  if (profile.documentType === 'passport' && profile.nationality) {
    rows.push({ term: 'Nacionalidad', value: countryName(profile.nationality) });
  }
  rows.push({ term: 'Teléfono', value: profile.phoneNumber });
  return rows;
}

/**
 * The customer's home: 'Mis datos', what the agency has on file and checks at the counter (the
 * name and e-mail are in the menu already), and the way to 'Notificaciones'.
 */
export function AccountPanel() {
  const { user } = useSession();
  const query = useQuery({ ...profileQueryOptions(user?.id), enabled: user !== null });

  return (
    <section
      aria-labelledby="account-title"
      className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:p-6"
    >
      <h2 id="account-title" className="flex items-center gap-2 text-lg font-semibold text-white">
        <IdCard aria-hidden="true" className="size-5 text-gold-400" />
        Mis datos
      </h2>
      {query.data ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
          {accountRows(query.data).map((row) => (
            <div key={row.term} className="flex flex-col">
              <dt className="text-xs uppercase tracking-wide text-navy-300">{row.term}</dt>
              <dd data-testid={`account-${row.term}`} className="font-medium text-white">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : query.isError ? (
        <p role="alert" className="text-red-200">
          Error: {apiErrorMessage(query.error, PROFILE_ERROR_TEXTS)}
        </p>
      ) : (
        <p role="status" className="text-navy-200">
          Cargando tus datos...
        </p>
      )}
      <Link
        to="/customer/notifications"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-gold-300 hover:text-gold-200"
      >
        <Bell aria-hidden="true" className="size-4" />
        Notificaciones: recordatorios y avisos push
      </Link>
    </section>
  );
}
