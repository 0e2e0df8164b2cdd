/**
 * 'Сертификат партнера' (document 2 "Certificate"): the number, the public name in upper case with the city and the
 * end date, with the PDF download; without a public name, the prompt to fill it in the profile; with a name but no
 * number yet, that the certificate is being prepared.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_TEXTS, certificateState, formatIsoDate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { PageLoadState } from '../../components/layout/page-load-state';
import { paths } from '../../config/paths';
import { CERTIFICATE_PDF_URL, certificateQuery } from './api/profile';

export function CertificatePage() {
  const certificate = useQuery(certificateQuery);
  const back = { href: paths.profile.href(), label: 'Профиль' };
  if (!certificate.data) {
    return (
      <PageLoadState title={CERTIFICATE_TEXTS.title} error={certificate.error} notFoundText={CERTIFICATE_TEXTS.notFound} back={back} />
    );
  }
  const { certificateNumber, certificateEndDate, publicName, publicCity } = certificate.data;
  const state = certificateState(certificate.data);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {CERTIFICATE_TEXTS.title}
      </Typography>
      {publicName && certificateNumber && certificateEndDate ? (
        <Box sx={{ textAlign: 'center', border: 2, borderColor: 'primary.main', borderRadius: 2, p: { xs: 2, sm: 4 }, mt: 2 }}>
          <Typography variant="overline">Сертификат № {certificateNumber}</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 2, wordBreak: 'break-word' }}>
            {publicName.toUpperCase()}
            {publicCity ? `, ${publicCity}` : ''}
          </Typography>
          <Typography>является партнером программы «1С:Готовое рабочее место»</Typography>
          <Typography sx={{ mt: 1 }}>Действителен до {formatIsoDate(certificateEndDate)}</Typography>
          <Button variant="contained" sx={{ mt: 3 }} href={CERTIFICATE_PDF_URL} download>
            {CERTIFICATE_TEXTS.download}
          </Button>
        </Box>
      ) : state === 'preparing' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {CERTIFICATE_TEXTS.preparing}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {CERTIFICATE_TEXTS.fillPublicName}. <Link href={paths.profile.href()}>Перейти в профиль</Link>
        </Alert>
      )}
    </Paper>
  );
}
