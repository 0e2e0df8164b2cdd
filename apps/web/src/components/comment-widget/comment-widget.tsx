/**
 * The comment widget of a subscription (document 2 "Active licences"; the subscription detail page uses it too): the
 * comment cut to 30 characters with the whole text in a tooltip, an edit button opening the dialog, and a reload
 * button with a toast carrying the status code when loading failed.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { COMMENT_MESSAGES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { ApiRequestError } from '../../lib/api-error';
import { useCan } from '../../lib/rights';
import { useToast } from '../toast/toast-provider';
import { Tooltip } from '../tooltip/tooltip';
import { commentQuery } from './comment-api';
import { commentPreview } from './comment-text';

/** The dialog loads when it is first opened. */
const CommentDialog = lazy(() => import('./comment-dialog').then((m) => ({ default: m.CommentDialog })));

export type CommentWidgetProps = { subscriptionId: string };

export function CommentWidget({ subscriptionId }: CommentWidgetProps) {
  const toast = useToast();
  const comment = useQuery(commentQuery(subscriptionId));
  const [editing, setEditing] = useState(false);
  // Editing the comment is the «orders» right's (the server's); the others read it.
  const mayEdit = useCan('orders');

  // One toast per failed load, with its status code.
  const failedAt = comment.isError ? comment.errorUpdatedAt : 0;
  const announceFailure = useEffectEvent(() => {
    const status = comment.error instanceof ApiRequestError ? comment.error.status : '—';
    toast.show(COMMENT_MESSAGES.loadFailed(status), { severity: 'error' });
  });
  useEffect(() => {
    if (failedAt) announceFailure();
  }, [failedAt]);

  if (comment.isError) {
    return (
      <Button size="small" onClick={() => void comment.refetch()} disabled={comment.isFetching}>
        {COMMENT_MESSAGES.reload}
      </Button>
    );
  }
  if (!comment.data) {
    return (
      <Typography variant="body2" color="textSecondary">
        Загрузка…
      </Typography>
    );
  }

  const text = comment.data.comment ?? '';
  const preview = commentPreview(text);
  const shown = (
    <Typography variant="body2" color={preview.shown ? undefined : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
      {preview.shown || 'Нет комментария'}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {preview.cut ? (
        <Tooltip title={text} describeChild>
          <Box tabIndex={0} data-testid="comment-text">
            {shown}
          </Box>
        </Tooltip>
      ) : (
        <Box data-testid="comment-text">{shown}</Box>
      )}
      {mayEdit && (
        <IconButton size="small" aria-label="Изменить комментарий" onClick={() => setEditing(true)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      {editing && (
        <Suspense fallback={null}>
          <CommentDialog subscriptionId={subscriptionId} original={text} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
