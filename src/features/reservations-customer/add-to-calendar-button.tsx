import CalendarArrowDown from 'lucide-react/icons/calendar-arrow-down';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { downloadBlob } from '../../lib/download-file.ts';
import { toast } from '../../lib/toast.ts';

const DOWNLOAD_TEXTS = {
  byStatus: { 404: 'Reserva no encontrada' },
  fallback: 'No se pudo descargar el evento. Inténtalo de nuevo.',
};

/** 'Agregar a mi calendario': the reservation as a .ics file the phone's calendar opens. */
export function AddToCalendarButton({
  reservationId,
  title,
}: {
  reservationId: number;
  title: string;
}) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const blob = await api<Blob, 'blob'>(`/reservations/${reservationId}/calendar.ics`, {
        responseType: 'blob',
      });
      downloadBlob(blob, `reserva-${reservationId}.ics`);
    } catch (error) {
      toast.error(apiErrorMessage(error, DOWNLOAD_TEXTS));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="ghost"
      onClick={download}
      disabled={pending}
      aria-label={`Agregar a mi calendario la reserva de ${title}`}
      className="w-full sm:w-auto"
    >
      <CalendarArrowDown aria-hidden="true" className="size-4" />
      {pending ? 'Descargando...' : 'Agregar a mi calendario'}
    </Button>
  );
}
