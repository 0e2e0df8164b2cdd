/** A page of items as cards: title (a link to the item), date, summary or the search snippet, the files' count. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type ContentEntry } from '@portal/domain';
import { contentItemHref } from '../content-links';
import { DownloadLink } from './attachment-view';

export type ContentListProps = {
  items: ContentEntry[];
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** Marketing materials are mostly files: they are offered for download right in the list. */
  showFiles?: boolean;
  /** Other items are on the way (a new search or page): these stay meanwhile. */
  busy?: boolean;
};

export function ContentList({ items, total, page, limit, onPageChange, emptyText, showFiles, busy = false }: ContentListProps) {
  if (items.length === 0) {
    return <Typography color="textSecondary">{emptyText}</Typography>;
  }
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Stack spacing={1.5} aria-busy={busy || undefined}>
      {items.map((item) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={item.title}>
          <Link href={contentItemHref(item)} variant="h6" underline="hover" sx={{ fontWeight: 500 }}>
            {item.title}
          </Link>
          {item.publishedAt && (
            <Typography variant="body2" color="textSecondary">
              {formatDateTime(item.publishedAt)}
            </Typography>
          )}
          {item.snippet ? (
            <Typography sx={{ mt: 0.5 }} data-testid="snippet">
              {item.snippet.map((part, index) =>
                part.match ? (
                  <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', px: 0.25 }}>
                    {part.text}
                  </Box>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </Typography>
          ) : (
            item.summary && <Typography sx={{ mt: 0.5 }}>{item.summary}</Typography>
          )}
          {showFiles && item.attachments.length > 0 && (
            <Stack spacing={0.5} sx={{ mt: 1 }}>
              {item.attachments.map((file) => (
                <Typography key={file.id} variant="body2">
                  <DownloadLink file={file} />
                </Typography>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
      {pages > 1 && (
        <Stack component="nav" aria-label="Страницы" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <Button onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            Предыдущая страница
          </Button>
          <Typography>
            {page} из {pages}
          </Typography>
          <Button onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
            Следующая страница
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
