/**
 * An attachment in the page: a video plays (HTML5), a PDF opens embedded, images are shown, anything else is a
 * download link. Every file comes from the portal (`/api/content/files/…`) with its own safe headers.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contentFileDisplay, formatFileSize, type ContentAttachment } from '@portal/domain';
import { contentFileUrl } from '../api/content';

export function DownloadLink({ file }: { file: ContentAttachment }) {
  return (
    <Link href={contentFileUrl(file.id, true)} download={file.name}>
      {file.name} ({formatFileSize(file.size)})
    </Link>
  );
}

export function AttachmentView({ file }: { file: ContentAttachment }) {
  const display = contentFileDisplay(file.mime);
  if (display === 'video') {
    return (
      <Box>
        <Box
          component="video"
          controls
          preload="metadata"
          src={contentFileUrl(file.id)}
          aria-label={file.name}
          sx={{ width: '100%', maxWidth: 800, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <DownloadLink file={file} />
        </Typography>
      </Box>
    );
  }
  if (display === 'pdf') {
    return (
      <Box>
        <Box
          component="iframe"
          title={file.name}
          src={contentFileUrl(file.id)}
          sx={{ width: '100%', height: { xs: 360, md: 560 }, border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button size="small" href={contentFileUrl(file.id)} target="_blank" rel="noopener">
            Открыть в новой вкладке
          </Button>
          <Typography variant="body2">
            <DownloadLink file={file} />
          </Typography>
        </Stack>
      </Box>
    );
  }
  if (display === 'image') {
    return (
      <Box component="figure" sx={{ m: 0 }}>
        <Box component="img" src={contentFileUrl(file.id)} alt={file.name} sx={{ maxWidth: '100%', borderRadius: 1, display: 'block' }} />
        <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
          <DownloadLink file={file} />
        </Typography>
      </Box>
    );
  }
  return <DownloadLink file={file} />;
}
