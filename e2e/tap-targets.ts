import { expect, type Page } from '@playwright/test';

/** The smallest side a finger can hit reliably (WCAG 2.5.5, DESIGN: 44x44 px). */
export const MIN_TAP_PX = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible button, link, input, select and textarea on the page (or inside `scope`) that is
 * smaller than 44x44 px. A control drawn invisibly over or inside its label (a hidden radio, a
 * file input) is measured by the label, which is what the finger touches.
 */
export async function smallTapTargets(page: Page, scope = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ scope, min }) => {
      const root = document.querySelector(scope);
      if (!root) throw new Error(`no ${scope} on the page`);
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[role="button"]',
        '[role="tab"]',
        '[role="link"]',
        'summary',
      ].join(',');
      const found: { what: string; width: number; height: number }[] = [];
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
        let box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const hidden = box.width <= 2 || box.height <= 2 || style.opacity === '0';
        // A tick box or radio is toggled by its whole label, the finger's real target.
        const toggled =
          element instanceof HTMLInputElement &&
          ['checkbox', 'radio', 'file'].includes(element.type);
        if (hidden || toggled) {
          const label =
            element.closest('label') ??
            (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
          if (!label) {
            // Visually hidden with nothing to tap in its place: a skip link until focused.
            if (box.width <= 2 || box.height <= 2) continue;
          } else {
            const around = label.getBoundingClientRect();
            if (hidden || around.width * around.height > box.width * box.height) box = around;
          }
        }
        if (box.width === 0 && box.height === 0) continue;
        // Half a pixel of rounding is no smaller target.
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name =
            element.getAttribute('aria-label') ??
            element.textContent?.trim().slice(0, 40) ??
            element.getAttribute('name') ??
            '';
          found.push({
            what: `${element.tagName.toLowerCase()} "${name}"`,
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return found;
    },
    { scope, min: MIN_TAP_PX },
  );
}

/** Fails naming each control smaller than 44x44 px, with its size. */
export async function expectTapTargets(page: Page, scope = 'body') {
  expect(
    await smallTapTargets(page, scope),
    `controls under ${MIN_TAP_PX} px on ${page.url()}`,
  ).toEqual([]);
}
