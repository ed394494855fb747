/**
 * Starts a photo's download before React draws the `<img>` that shows it: a route's loader
 * calls this once its data names the first card's photo, the largest paint of a phone's first
 * screen (issue 32, LCP). The same URL is preloaded once.
 */
export function preloadImage(href: string): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  for (const link of links) if (link.getAttribute('href') === href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
