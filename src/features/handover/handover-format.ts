const megabytes = new Intl.NumberFormat('es-SV', { maximumFractionDigits: 1 });

/** '3.2 MB': storage used on the device. */
export function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
