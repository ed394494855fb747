// How a person's identity document is named, without zod: screens that only show a customer
// (the counter's cards, the profile) need not build the registration schemas (issue 32).

export const DOCUMENT_TYPES = ['dui', 'passport'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABELS: Record<DocumentType, string> = { dui: 'DUI', passport: 'Pasaporte' };

/** 'DUI 01234567-8', 'Pasaporte X1234567 (US)': how staff and the profile show a document. */
export function documentLabel(person: {
  dui: string;
  documentType?: DocumentType | undefined;
  nationality?: string | null | undefined;
}): string {
  if (person.documentType !== 'passport') return `DUI ${person.dui}`;
  return `Pasaporte ${person.dui}${person.nationality ? ` (${person.nationality})` : ''}`;
}
