/** es-ES leaves 4-digit numbers ungrouped ('9800'); the fleet screens always group ('9.800 km'). */
const kilometers = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

export function formatKilometers(value: number): string {
  return `${kilometers.format(value)} km`;
}
