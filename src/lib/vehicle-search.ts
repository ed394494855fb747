/** Case- and accent-insensitive, so 'camion' finds 'Camión'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The search box of the fleet and the board: name, brand or model contains the words typed. */
export function matchesVehicleSearch(
  vehicle: { name: string; brand: string; model: string },
  query: string,
): boolean {
  const wanted = fold(query);
  if (wanted === '') return true;
  return [vehicle.name, vehicle.brand, vehicle.model].some((field) => fold(field).includes(wanted));
}
