import { describe, expect, it } from 'vitest';
import { phoneHref, whatsappHref } from './company-settings.ts';
import { telHref } from './delivery.ts';

describe('phone links', () => {
  it("calls a Salvadoran number with El Salvador's +503", () => {
    expect(telHref('7777-8888')).toBe('tel:+50377778888');
    expect(phoneHref('2250-7700')).toBe('tel:+50322507700');
    expect(whatsappHref('7788-9900')).toBe('https://wa.me/50377889900');
  });

  it("calls a customer from abroad on their own country's number (issue 28)", () => {
    expect(telHref('+13055550100')).toBe('tel:+13055550100');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
