/**
 * One content item in full: its title, date, the body (HTML rendered from Markdown and sanitized by the server, so it
 * holds no script, no event handler and no javascript: link) and its files, played or embedded in the page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contentFileDisplay, formatDateTime, type ContentEntry } from '@portal/domain';
import { AttachmentView } from './attachment-view';
import { ImageSlides } from './image-slides';

const ARTICLE_SX = {
  '& h1, & h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
  '& h1': { fontSize: '1.6rem' },
  '& h2': { fontSize: '1.3rem' },
  '& h3': { fontSize: '1.1rem' },
  '& p, & ul, & ol, & blockquote, & pre, & table': { mt: 0, mb: 1.5 },
  '& img': { maxWidth: '100%' },
  '& a': { color: 'primary.dark' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, color: 'text.secondary', mx: 0 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, overflowX: 'auto', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
} as const;

export type ContentArticleProps = { entry: ContentEntry; back: { href: string; label: string } };

export function ContentArticle({ entry, back }: ContentArticleProps) {
  // A presentation of images is shown as slides; anything else file by file.
  const images = entry.attachments.filter((file) => contentFileDisplay(file.mime) === 'image');
  const slides = entry.type === 'presentation' && images.length > 1 ? images : [];
  const files = entry.attachments.filter((file) => !slides.includes(file));
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 } }}>
      <Button href={back.href} sx={{ mb: 1, ml: -1 }}>
        ← {back.label}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {entry.title}
      </Typography>
      {entry.publishedAt && (
        <Typography variant="body2" color="textSecondary" gutterBottom>
          {formatDateTime(entry.publishedAt)}
        </Typography>
      )}
      {entry.summary && (
        <Typography sx={{ fontWeight: 500, mb: 2 }} component="p">
          {entry.summary}
        </Typography>
      )}
      {slides.length > 0 && <ImageSlides slides={slides} />}
      {/* The server's sanitized rendering of the item's Markdown (decision 025). */}
      <Box sx={ARTICLE_SX} dangerouslySetInnerHTML={{ __html: entry.html ?? '' }} />
      {files.length > 0 && (
        <Stack spacing={2} sx={{ mt: 2 }} component="section" aria-label="Файлы">
          <Typography variant="h6" component="h2">
            Файлы
          </Typography>
          {files.map((file) => (
            <AttachmentView key={file.id} file={file} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
