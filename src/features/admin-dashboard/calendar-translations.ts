/**
 * schedule-x's Spanish texts, with the month grid's overflow reading '+N más' (SPEC 2.11).
 * Passing `translations` replaces the built-in languages, so the whole es-ES set is here.
 */
export const CALENDAR_TRANSLATIONS = {
  esES: {
    Date: 'Fecha',
    'MM/DD/YYYY': 'DD/MM/AAAA',
    'Next month': 'Mes siguiente',
    'Previous month': 'Mes anterior',
    'Choose Date': 'Seleccione una fecha',
    Today: 'Hoy',
    Month: 'Mes',
    Year: 'Año',
    Week: 'Semana',
    'Week Agenda': 'Semana',
    Day: 'Día',
    List: 'Lista',
    'Select View': 'Seleccionar vista',
    View: 'Vista',
    '+ {{n}} events': '+{{n}} más',
    '+ 1 event': '+1 más',
    'No events': 'Sin reservas este día',
    'Next period': 'Siguiente',
    'Previous period': 'Anterior',
    to: 'a',
    'Full day- and multiple day events': 'Reservas de uno o varios días',
    'Link to {{n}} more events on {{date}}': '+{{n}} más: reservas del {{date}}',
    'Link to 1 more event on {{date}}': '+1 más: reserva del {{date}}',
    CW: 'Semana {{week}}',
    Time: 'Hora',
    AM: 'AM',
    PM: 'PM',
    Cancel: 'Cancelar',
    OK: 'Aceptar',
    'Select time': 'Seleccionar hora',
  },
};
