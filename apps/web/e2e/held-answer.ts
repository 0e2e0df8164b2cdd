/**
 * Holds the API's answers to some requests until the journey releases them: what a page shows while its answer is late
 * is then the same on a fast machine as on a loaded one.
 */
import type { Page } from '@playwright/test';

export type HeldAnswer = {
  /** Settles once the page has asked (the first matching request is held). */
  asked: Promise<void>;
  /** Lets every held request, and any later one, through. */
  release: () => void;
};

/** Holds the matching API calls (by path and query) until released; later routes of the page are not affected. */
export async function holdAnswer(page: Page, matches: (url: URL) => boolean): Promise<HeldAnswer> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/') && matches(url),
    async (route) => {
      markAsked();
      await released;
      await route.continue();
    },
  );
  return { asked, release };
}
