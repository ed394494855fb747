// When a car was handed over or taken back, '23/11/2026 14:05' in El Salvador: the domain's
// arithmetic (UTC-6), not an Intl formatter, whose zone data cost a phone's first card about
// 40 ms of blocked main thread (issue 32).
export { formatDateTime } from '#domain/dates.ts';
