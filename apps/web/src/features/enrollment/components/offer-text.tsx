/** The full text of the public offer (document 2 §2, terms of §9), in a scrolling frame that the keyboard can scroll too. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IAS_OFFER, offerCompanyLines } from '@portal/domain';

export function OfferText() {
  return (
    <Box
      component="article"
      tabIndex={0}
      aria-labelledby="ias-offer-title"
      sx={{
        maxHeight: { xs: 360, md: 460 },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2.5 },
        bgcolor: 'background.default',
      }}
    >
      <Typography id="ias-offer-title" variant="h6" component="h2" align="center" gutterBottom>
        {IAS_OFFER.title}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2">{IAS_OFFER.place}</Typography>
        <Typography variant="body2">{IAS_OFFER.date}</Typography>
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {IAS_OFFER.preamble}
      </Typography>
      {IAS_OFFER.sections.map((section, i) => (
        <Box component="section" key={section.title} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {i + 1}. {section.title}
          </Typography>
          {section.clauses.map((clause, j) => (
            <Typography key={clause} variant="body2" sx={{ mb: 1 }}>
              {i + 1}.{j + 1}. {clause}
            </Typography>
          ))}
        </Box>
      ))}
      <Box component="section">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {IAS_OFFER.sections.length + 1}. {IAS_OFFER.companyTitle}
        </Typography>
        {offerCompanyLines().map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
