/**
 * An item's editor: kind, title, address (slug), summary and the Markdown body; once saved, its files (uploaded as
 * they are, checked by the server) and its publication. The preview is the server's own sanitized rendering.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTENT_MESSAGES,
  CONTENT_STATUS_LABELS,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  CONTENT_VIDEO_MAX_BYTES,
  formatFileSize,
  slugFromTitle,
  type BackofficeContentItem,
  type ContentType,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import {
  backofficeContentItemQuery,
  deleteContentFile,
  saveContent,
  setContentPublished,
  uploadContentFile,
  useRefreshContent,
} from '../api/content';

type Values = { type: ContentType; title: string; slug: string; summary: string; body: string };
type Field = keyof Values;
type FieldErrors = Partial<Record<Field, string>>;

const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }));
const BLANK: Values = { type: 'news', title: '', slug: '', summary: '', body: '' };
const FIELDS: Field[] = ['type', 'title', 'slug', 'summary', 'body'];

export type ContentEditorDialogProps = { id: string | null; onClose: () => void };

export function ContentEditorDialog({ id: initialId, onClose }: ContentEditorDialogProps) {
  const [id, setId] = useState(initialId);
  const item = useQuery({ ...backofficeContentItemQuery(id ?? ''), enabled: id !== null });
  const loading = id !== null && !item.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="content-editor-title">
      <DialogTitle id="content-editor-title">{id ? 'Материал' : 'Новый материал'}</DialogTitle>
      {loading ? (
        <DialogContent dividers>
          {item.error ? <Alert severity="error">{errorText(item.error)}</Alert> : <Typography>Загрузка…</Typography>}
        </DialogContent>
      ) : (
        <EditorForm key={id ?? 'new'} item={item.data ?? null} onCreated={setId} onClose={onClose} />
      )}
    </Dialog>
  );
}

type EditorFormProps = { item: BackofficeContentItem | null; onCreated: (id: string) => void; onClose: () => void };

function EditorForm({ item, onCreated, onClose }: EditorFormProps) {
  const toast = useToast();
  const refresh = useRefreshContent();
  const [values, setValues] = useState<Values>(
    item ? { type: item.type, title: item.title, slug: item.slug, summary: item.summary, body: item.body } : BLANK,
  );
  // A new item's address follows its title until the operator types one.
  const [slugTouched, setSlugTouched] = useState(item !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !slugTouched ? { slug: slugFromTitle(value) } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'slug') setSlugTouched(true);
  };

  /** Runs a call, turning its refusal into the fields' messages or the form's. */
  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.some((d) => FIELDS.includes(d.field as Field))) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.field, d.message])) as FieldErrors);
      } else {
        setFailure(errorText(error));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() => saveContent(item?.id ?? null, values));
    if (!saved) return;
    refresh(saved);
    toast.show(CONTENT_MESSAGES.saved, { severity: 'success' });
    if (!item) onCreated(saved.id);
  };

  const handlePublish = async (published: boolean) => {
    if (!item) return;
    const saved = await run(() => setContentPublished(item.id, published));
    if (!saved) return;
    refresh(saved);
    toast.show(published ? CONTENT_MESSAGES.published : CONTENT_MESSAGES.unpublished, { severity: 'success' });
  };

  const handleUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!item || !file) return;
    if (file.size > CONTENT_VIDEO_MAX_BYTES) {
      setFailure(CONTENT_MESSAGES.fileTooLarge(CONTENT_VIDEO_MAX_BYTES));
      return;
    }
    const uploaded = await run(() => uploadContentFile(item.id, file));
    if (!uploaded) return;
    refresh({ ...item, attachments: [...item.attachments, uploaded], attachmentCount: item.attachmentCount + 1 });
    toast.show(CONTENT_MESSAGES.uploaded, { severity: 'success' });
  };

  const handleDeleteFile = async (fileId: string) => {
    if (!item) return;
    const done = await run(async () => {
      await deleteContentFile(item.id, fileId);
      return true;
    });
    if (!done) return;
    refresh({ ...item, attachments: item.attachments.filter((f) => f.id !== fileId), attachmentCount: item.attachmentCount - 1 });
    toast.show(CONTENT_MESSAGES.fileDeleted, { severity: 'success' });
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    disabled: busy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  return (
    <form onSubmit={(event) => void handleSave(event)} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {item && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip label={CONTENT_STATUS_LABELS[item.status]} color={item.status === 'published' ? 'success' : 'default'} size="small" />
              {item.status === 'published' ? (
                <Button size="small" onClick={() => void handlePublish(false)} disabled={busy}>
                  Снять с публикации
                </Button>
              ) : (
                <Button size="small" variant="outlined" onClick={() => void handlePublish(true)} disabled={busy}>
                  Опубликовать
                </Button>
              )}
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <NativeSelectField
            label="Раздел"
            value={values.type}
            options={TYPE_OPTIONS}
            onChange={(type) => change('type', type)}
            disabled={busy}
            sx={{ maxWidth: 320 }}
          />
          <TextField label="Заголовок" required fullWidth {...fieldProps('title')} />
          <TextField label="Адрес (латиницей, через дефис)" required fullWidth {...fieldProps('slug')} />
          <TextField label="Краткое описание" fullWidth multiline minRows={2} {...fieldProps('summary')} />
          <TextField
            label="Текст (Markdown)"
            fullWidth
            multiline
            minRows={8}
            {...fieldProps('body')}
            helperText={
              errors.body ?? 'Заголовки #, списки -, **жирный**, [ссылка](https://…). HTML не допускается: он показывается как текст.'
            }
          />
          {item && (
            <Box component="section" aria-label="Файлы материала">
              <Typography variant="subtitle1" gutterBottom>
                Файлы
              </Typography>
              {item.attachments.length === 0 && (
                <Typography variant="body2" color="textSecondary">
                  Файлов нет
                </Typography>
              )}
              {item.attachments.map((file) => (
                <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Link href={`/api/content/files/${file.id}`} target="_blank" rel="noopener" variant="body2">
                    {file.name}
                  </Link>
                  <Typography variant="body2" color="textSecondary">
                    {formatFileSize(file.size)}
                  </Typography>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void handleDeleteFile(file.id)}
                    disabled={busy}
                    aria-label={`Удалить файл ${file.name}`}
                  >
                    Удалить
                  </Button>
                </Stack>
              ))}
              <Button component="label" variant="outlined" size="small" sx={{ mt: 1 }} disabled={busy}>
                Загрузить файл
                <input type="file" hidden onChange={(event) => void handleUpload(event)} aria-label="Файл для загрузки" />
              </Button>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                PDF, PNG, JPEG, WebP, GIF, DOCX, XLSX, PPTX — до 10 МБ; видео MP4 и WebM — до 50 МБ.
              </Typography>
            </Box>
          )}
          {!item && (
            <Typography variant="body2" color="textSecondary">
              Файлы можно приложить после сохранения.
            </Typography>
          )}
          {item?.html && (
            <Box component="section" aria-label="Предпросмотр">
              <Typography variant="subtitle1" gutterBottom>
                Предпросмотр (сохраненный текст)
              </Typography>
              {/* The server's sanitized rendering (decision 025). */}
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, '& img': { maxWidth: '100%' } }}
                dangerouslySetInnerHTML={{ __html: item.html }}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Сохранить
        </Button>
      </DialogActions>
    </form>
  );
}
