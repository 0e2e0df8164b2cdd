/** One titled section of the landing page; its id is the anchor the menu and the `action` query scroll to. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PromoSectionId } from '../utils/promo-action';

export type PromoSectionProps = { id: PromoSectionId; title: string; lead?: string; tinted?: boolean; children: ReactNode };

export function PromoSection({ id, title, lead, tinted = false, children }: PromoSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      // The sticky bar must not cover the title after a scroll to the anchor.
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'grey.100' : 'background.paper', scrollMarginTop: { xs: 56, sm: 64 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id={`${id}-title`}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: lead ? 1 : 3 }}
        >
          {title}
        </Typography>
        {lead && (
          <Typography color="textSecondary" sx={{ maxWidth: 760, mb: 4, fontSize: { md: '1.1rem' } }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
