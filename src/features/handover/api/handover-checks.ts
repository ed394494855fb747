import { queryOptions } from '@tanstack/react-query';
import type { ImplausibleReading } from '#domain/handover-checks.ts';
import type { CheckoutWarningView, HandoverChecksView } from '#domain/handover-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';

/**
 * GET /api/reservations/{id}/checkout-warnings (issue 27): the last valid reading and, before a
 * check-out, the warnings that need a reason. Under ['reservations'], so a hand-over refreshes it.
 */
export function handoverChecksQuery(reservationId: number) {
  return queryOptions({
    queryKey: ['reservations', 'checks', reservationId],
    queryFn: ({ signal }) =>
      api<HandoverChecksView>(`/reservations/${reservationId}/checkout-warnings`, { signal }),
    // Offline the screens work without it: the server checks again when the record arrives.
    retry: false,
  });
}

/** The figures of a 409 ODOMETER_IMPLAUSIBLE, or null for any other failure. */
export function implausibleOf(error: unknown): ImplausibleReading | null {
  const body = apiErrorBody(error) as { error?: string; odometer?: ImplausibleReading } | null;
  return apiErrorStatus(error) === 409 && body?.error === 'ODOMETER_IMPLAUSIBLE' && body.odometer
    ? body.odometer
    : null;
}

/** The warnings of a 409 CHECKOUT_WARNINGS, or null for any other failure. */
export function warningsOf(error: unknown): CheckoutWarningView[] | null {
  const body = apiErrorBody(error) as { error?: string; warnings?: CheckoutWarningView[] } | null;
  return apiErrorStatus(error) === 409 && body?.error === 'CHECKOUT_WARNINGS' && body.warnings
    ? body.warnings
    : null;
}
