/** The dashboard writes kilometers with the shared es-SV formatter ('9,800 km'). */
export { formatKilometers } from '#domain/number-format.ts';
