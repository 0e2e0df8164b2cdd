/**
 * index.html carries the landing page rendered at build time (src/prerender.tsx) in an element whose id is the
 * landing's hash path; a tiny script that runs before the first paint lets CSS show it at /#/promo only (see
 * vite.config.ts). The app removes it when its own landing page is on screen, or at start on any other page.
 */
import { paths } from '../config/paths';

const PRERENDERED_LANDING_ID = paths.promo.path;

export function removePrerenderedLanding(): void {
  document.getElementById(PRERENDERED_LANDING_ID)?.remove();
}

export function removePrerenderedLandingUnlessShown(): void {
  const element = document.getElementById(PRERENDERED_LANDING_ID);
  if (element && getComputedStyle(element).display === 'none') element.remove();
}
