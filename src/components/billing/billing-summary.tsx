import { CHARGE_KIND_LABELS } from '#domain/billing.ts';
import type { BillingView, DocumentsView } from '#domain/billing-contracts.ts';
import { formatUsd } from '#domain/money.ts';
import { DownloadButton } from '../ui/download-button.tsx';

/** What a balance means to the reader: owed by the customer, owed to them, or settled. */
export function balanceLabel(balance: number): string {
  if (balance > 0) return 'Saldo a pagar';
  if (balance < 0) return 'Saldo a devolver';
  return 'Saldo';
}

/** True once a hand-over recorded money: before that the bill is only the booking's total. */
export function hasMoneyRecorded(billing: BillingView | undefined): billing is BillingView {
  return !!billing && (billing.charges.length > 0 || billing.deposit > 0 || billing.paid > 0);
}

/** The bill and the documents of a reservation, where a hand-over left any. */
export function ReservationMoney({
  billing,
  documents,
}: {
  billing?: BillingView;
  documents?: DocumentsView;
}) {
  const shown = hasMoneyRecorded(billing) || !!documents?.agreement;
  if (!shown || !billing) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-navy-700 p-3">
      <BillingSummary billing={billing} />
      {documents ? <DocumentLinks documents={documents} /> : null}
    </div>
  );
}

/** An amount taken off the bill: '-$10.00', and '$0.00' (not '-$0.00') when there is none. */
const subtracted = (amount: number) => (amount > 0 ? -amount : 0);

/**
 * A reservation's money (issue 30): the booking, each charge, the deposit held, what was paid
 * and the balance, as the server worked them out.
 */
export function BillingSummary({ billing }: { billing: BillingView }) {
  const lines: [string, number][] = [
    ['Renta', billing.base],
    ...billing.charges.map((charge): [string, number] => [
      `${CHARGE_KIND_LABELS[charge.kind]}: ${charge.description}`,
      charge.amount,
    ]),
    ['Depósito retenido', subtracted(billing.deposit)],
    ['Pagado', subtracted(billing.paid)],
  ];
  return (
    <section aria-label="Cuenta de la reserva" className="text-sm">
      <h3 className="mb-1 font-semibold text-white">Cuenta</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {lines.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-navy-200">{label}</dt>
            <dd className="text-right text-white tabular-nums">{formatUsd(amount)}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-white">{balanceLabel(billing.balance)}</dt>
          <dd className="text-right font-semibold text-gold-300 tabular-nums">
            {formatUsd(Math.abs(billing.balance))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** 'Descargar contrato' / 'Descargar liquidación': the numbered PDFs, once they exist. */
export function DocumentLinks({ documents }: { documents: DocumentsView }) {
  const { agreement, statement } = documents;
  if (!agreement && !statement) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {agreement ? (
        <DownloadButton
          path={agreement.url.replace(/^\/api/, '')}
          fileName={`contrato-${agreement.number}.pdf`}
          label={`Descargar contrato N.º ${agreement.number}`}
          accept="application/pdf"
        />
      ) : null}
      {statement ? (
        <DownloadButton
          path={statement.url.replace(/^\/api/, '')}
          fileName={`liquidacion-${statement.number}.pdf`}
          label={`Descargar liquidación N.º ${statement.number}`}
          accept="application/pdf"
        />
      ) : null}
    </div>
  );
}
