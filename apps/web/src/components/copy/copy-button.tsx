/** Copies a text to the clipboard, with the spec's toasts for success and failure. */
import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../tooltip/tooltip';
import { COPY_TOAST_MS } from '@portal/domain';
import { useToast } from '../toast/toast-provider';

export type CopyButtonProps = { text: string; label: string };

export function CopyButton({ text, label }: CopyButtonProps) {
  const toast = useToast();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show('Скопировано в буфер обмена', { severity: 'success', durationMs: COPY_TOAST_MS });
    } catch {
      toast.show('ОШИБКА Копирования! Выделите текст и скопируйте его вручную', { severity: 'error', durationMs: COPY_TOAST_MS });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={handleCopy} aria-label={label}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
