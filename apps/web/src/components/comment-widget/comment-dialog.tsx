/**
 * The comment's edit dialog: a text area, Cancel and Apply (disabled while the text equals the original; whitespace
 * only counts as empty). Clearing an existing comment asks to delete it. Success and failure end in a toast.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '../text-field/text-field';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../toast/toast-provider';
import { commentKey, saveComment } from './comment-api';
import { commentEdit } from './comment-text';

export type CommentDialogProps = { subscriptionId: string; original: string; onClose: () => void };

export function CommentDialog({ subscriptionId, original, onClose }: CommentDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState(original);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = commentEdit(original, text);
  const save = useMutation({
    mutationFn: (comment: string) => saveComment(subscriptionId, comment),
    onSuccess: (saved, comment) => {
      queryClient.setQueryData(commentKey(subscriptionId), saved);
      toast.show(comment ? COMMENT_MESSAGES.saved : COMMENT_MESSAGES.deleted, { severity: 'success' });
      onClose();
    },
    onError: () => {
      setConfirmingDelete(false);
      toast.show(COMMENT_MESSAGES.saveFailed, { severity: 'error' });
    },
  });

  const handleApply = () => {
    if (edit === 'delete') setConfirmingDelete(true);
    else if (edit === 'save') save.mutate(text.trim());
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="comment-dialog-title">
      <DialogTitle id="comment-dialog-title">{confirmingDelete ? COMMENT_MESSAGES.confirmDelete : COMMENT_MESSAGES.title}</DialogTitle>
      <DialogContent>
        {confirmingDelete ? (
          <DialogContentText>«{original}»</DialogContentText>
        ) : (
          <TextField
            label={COMMENT_MESSAGES.title}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
            helperText={`${text.length} / ${COMMENT_MAX_LENGTH}`}
          />
        )}
      </DialogContent>
      <DialogActions>
        {confirmingDelete ? (
          <>
            <Button onClick={() => setConfirmingDelete(false)} disabled={save.isPending}>
              {COMMENT_MESSAGES.cancel}
            </Button>
            <Button color="error" variant="contained" onClick={() => save.mutate('')} disabled={save.isPending}>
              Удалить
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={save.isPending}>
              {COMMENT_MESSAGES.cancel}
            </Button>
            <Button variant="contained" onClick={handleApply} disabled={edit === 'unchanged' || save.isPending}>
              {COMMENT_MESSAGES.apply}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
