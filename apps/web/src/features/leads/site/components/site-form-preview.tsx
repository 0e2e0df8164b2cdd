/**
 * The live preview: the embed script's own markup (siteFormMarkup) in a shadow root, exactly as on the partner's site;
 * submitting it does nothing.
 */
import Box from '@mui/material/Box';
import type { SiteFormView } from '@portal/domain';
import { useLayoutEffect, useRef } from 'react';
import { siteFormMarkup } from '../embed/site-form-markup';

export type SiteFormPreviewProps = { view: SiteFormView; label: string };

export function SiteFormPreview({ view, label }: SiteFormPreviewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const markup = siteFormMarkup(view);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.innerHTML = markup;
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  }, [markup]);
  return <Box ref={hostRef} role="region" aria-label={label} data-testid="site-form-preview" />;
}
