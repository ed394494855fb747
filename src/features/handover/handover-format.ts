import { formatTenths } from '#domain/number-format.ts';

/** '3.2 MB': storage used on the device. */
export function formatMegabytes(bytes: number): string {
  return `${formatTenths(bytes / (1024 * 1024))} MB`;
}
