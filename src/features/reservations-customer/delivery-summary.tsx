import { DELIVERY_LABELS, type Delivery } from '#domain/delivery.ts';

/** The delivery as the customer chose it: the mode, and for a delivery where and whom to call. */
export function DeliverySummary({ delivery }: { delivery: Delivery }) {
  return (
    <>
      <span className="block">{DELIVERY_LABELS[delivery.mode]}</span>
      {delivery.mode === 'delivery' ? (
        <span className="block font-normal break-words text-navy-100">
          {delivery.address}
          {delivery.phone ? ` · Tel. ${delivery.phone}` : null}
        </span>
      ) : null}
    </>
  );
}
