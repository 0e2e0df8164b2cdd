/** The audit trail of one partner's infrastructure access: who moved it, when, from what to what and why. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime, IAS_BACKOFFICE_TEXTS, IAS_TEXTS, type IasAccessItem } from '@portal/domain';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useAccessHistory } from '../api/infrastructure';
import { eventText } from '../utils/infrastructure-decisions';

export type AccessHistoryDialogProps = { item: IasAccessItem; onClose: () => void };

export function AccessHistoryDialog({ item, onClose }: AccessHistoryDialogProps) {
  const history = useAccessHistory(item.requestId);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="access-history-title">
      <DialogTitle id="access-history-title">{IAS_BACKOFFICE_TEXTS.historyTitle(item.partnerName)}</DialogTitle>
      <DialogContent>
        {history.isPending && <Typography>Загрузка…</Typography>}
        {history.isError && <Typography color="error">{errorText(history.error)}</Typography>}
        {history.data && (
          <List dense aria-label={IAS_BACKOFFICE_TEXTS.history}>
            {history.data.items.map((event) => (
              <ListItem key={`${event.createdAt}-${event.action}`} disableGutters>
                <ListItemText
                  primary={eventText(event)}
                  secondary={[
                    formatDateTime(event.createdAt),
                    event.actor ?? 'по ссылке из письма',
                    event.reason && IAS_TEXTS.reason(event.reason),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
