/**
 * Where one documents export stands: a progress bar with «Готово N из M» while its job runs, «Скачать ZIP» once done
 * (with the partners left without an XML УПД), what went wrong when it failed.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_EXPORT_TEXTS as T, type DocumentExport } from '@portal/domain';
import { documentExportFileHref } from '../api/document-exports';

export type ExportProgressProps = { found: DocumentExport; compact?: boolean };

export function ExportProgress({ found, compact = false }: ExportProgressProps) {
  if (found.status === 'failed') {
    return (
      <Alert severity="error" sx={{ py: compact ? 0 : undefined }}>
        {T.status.failed}
        {found.error ? `: ${found.error}` : ''}
      </Alert>
    );
  }
  const counted = T.progress(found.done, found.total);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {found.status === 'done' ? (
        <Button
          size="small"
          variant={compact ? 'text' : 'contained'}
          startIcon={<FileDownloadOutlined />}
          href={documentExportFileHref(found.exportId)}
          download
        >
          {T.download}
        </Button>
      ) : (
        <progress value={found.done} max={Math.max(found.total, 1)} aria-label={counted} style={{ width: compact ? 120 : 240 }} />
      )}
      <Typography variant="body2" component="span">
        {found.status === 'queued' ? `${T.status.queued}. ${counted}` : counted}
      </Typography>
      {found.status === 'done' && found.failures > 0 && (
        <Typography variant="body2" component="span" sx={{ color: 'warning.dark' }}>
          {T.failures(found.failures)}
        </Typography>
      )}
    </Box>
  );
}
