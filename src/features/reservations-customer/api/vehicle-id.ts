/** The route's `$vehicleId` as an id, or null when it cannot be one (shown as not found). */
export function parseVehicleId(param: string): number | null {
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}
