/** The enrolment page's status banner (document 2 §2): on, pending, refused, off, or the invitation to sign the offer. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IAS_TEXTS } from '@portal/domain';
import { paths } from '../../../config/paths';
import type { EnrollmentBanner } from '../utils/enrollment-view';

export type StatusBannerProps = { banner: EnrollmentBanner };

export function StatusBanner({ banner }: StatusBannerProps) {
  return (
    <Alert
      severity={banner.severity}
      data-testid="ias-status-banner"
      action={
        banner.toCalculator ? (
          <Button color="inherit" size="small" href={paths['cloud.calc'].href()} sx={{ whiteSpace: 'nowrap' }}>
            {IAS_TEXTS.toCalculator}
          </Button>
        ) : undefined
      }
      sx={{ mb: 3 }}
    >
      <AlertTitle>{banner.title}</AlertTitle>
      <Typography variant="body2">{banner.text}</Typography>
      {banner.reason && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {IAS_TEXTS.reason(banner.reason)}
        </Typography>
      )}
    </Alert>
  );
}
