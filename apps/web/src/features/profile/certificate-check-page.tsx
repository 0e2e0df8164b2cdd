/** The public page a certificate's QR code opens: whether that certificate is valid now. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_TEXTS, formatIsoDate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../lib/api-client';
import { certificateCheckQuery } from './api/profile';

export function CertificateCheckPage() {
  const { certificateNumber = '' } = useParams();
  const check = useQuery(certificateCheckQuery(certificateNumber));
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Проверка сертификата партнера 1С:ГРМ
        </Typography>
        {check.isPending && <Typography>Загрузка…</Typography>}
        {check.error && (
          <Alert severity="error">
            {check.error instanceof ApiRequestError && check.error.status === 404 ? CERTIFICATE_TEXTS.notFound : errorText(check.error)}
          </Alert>
        )}
        {check.data && (
          <>
            <Alert severity={check.data.valid ? 'success' : 'error'} sx={{ mb: 2 }}>
              {check.data.valid ? CERTIFICATE_TEXTS.valid : CERTIFICATE_TEXTS.invalid}
            </Alert>
            <Typography>Сертификат № {check.data.certificateNumber}</Typography>
            <Typography sx={{ fontWeight: 700, my: 1 }}>
              {check.data.publicName.toUpperCase()}
              {check.data.publicCity ? `, ${check.data.publicCity}` : ''}
            </Typography>
            <Typography>Срок действия: до {formatIsoDate(check.data.certificateEndDate)}</Typography>
          </>
        )}
      </Paper>
    </Box>
  );
}
