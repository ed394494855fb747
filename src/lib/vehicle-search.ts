/** Case- and accent-insensitive, so 'camion' finds 'Camión'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Letters and digits only, lower case: 'p123456' finds 'P 123-456' (issue 28). */
function plateLetters(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}

/**
 * The search box of the fleet and the board: name, brand or model contains the words typed, or
 * the plate does, compared by its letters and digits ('p123456', 'P 123-456', '123456').
 */
export function matchesVehicleSearch(
  vehicle: { name: string; brand: string; model: string; plate?: string | null | undefined },
  query: string,
): boolean {
  const wanted = fold(query);
  if (wanted === '') return true;
  if ([vehicle.name, vehicle.brand, vehicle.model].some((field) => fold(field).includes(wanted))) {
    return true;
  }
  const plate = vehicle.plate ? plateLetters(vehicle.plate) : '';
  const typed = plateLetters(query);
  return plate !== '' && typed !== '' && plate.includes(typed);
}
