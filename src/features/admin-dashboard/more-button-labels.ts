import { CALENDAR_TRANSLATIONS } from './calendar-translations.ts';

const MORE_BUTTON = '.sx__month-grid-day__events-more';
const TEXTS = CALENDAR_TRANSLATIONS.esES;

/**
 * The name a month cell's '+N más' button should carry: its visible text first, then the day.
 * schedule-x counts the hidden events for the text but takes "events of the day minus the rows
 * shown" for the name, which differs when a row above is free (a booking ended the day before),
 * so the name said '+1 más' under a visible '+2 más' (axe: label-content-name-mismatch).
 */
export function moreButtonLabel(visibleText: string, dayLabel: string): string | undefined {
  const hidden = /\d+/.exec(visibleText)?.[0];
  if (hidden === undefined) return undefined;
  const template =
    hidden === '1'
      ? TEXTS['Link to 1 more event on {{date}}']
      : TEXTS['Link to {{n}} more events on {{date}}'];
  return template.replace('{{n}}', hidden).replace('{{date}}', dayLabel);
}

function relabel(root: Element) {
  for (const button of root.querySelectorAll(MORE_BUTTON)) {
    const dayLabel = button.closest('[data-date]')?.getAttribute('aria-label') ?? '';
    const label = moreButtonLabel(button.textContent ?? '', dayLabel);
    // Only when it differs: setting it again would wake the observer below for nothing.
    if (label && button.getAttribute('aria-label') !== label)
      button.setAttribute('aria-label', label);
  }
}

/** Keeps every '+N más' button under `root` named by what it shows, as schedule-x re-renders. */
export function keepMoreButtonLabels(root: Element): () => void {
  relabel(root);
  const observer = new MutationObserver(() => relabel(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
