/**
 * The rate pages' texts (decision 022): every version per product and day it takes effect, and the form that writes a
 * product's title, paragraphs and payment rules from a day — with a preview as the page shows them (text, never HTML).
 * The prices in the tables are the catalogue's tariffs and are not edited here.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  dayLabel,
  formatDateTime,
  MESSAGES,
  RATE_PRODUCTS,
  RATE_TEXT_LIMITS,
  RATE_TEXTS,
  type RateProduct,
  type RateTexts,
  type RateTextList,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { TextBlocks } from '../../components/text-blocks/text-blocks';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { RATE_TEXTS_KEY, rateTextsQuery, saveRateTexts } from './api/rate-texts';
import { useLoadError } from './hooks/use-load-error';

const FIELDS = ['title', 'paragraphTop', 'paymentRules', 'paragraphBottom'] as const;
const todayKey = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

/** The texts of a product in force on a day: the latest version from that day or before, else the defaults. */
function textsOn(list: RateTextList, product: RateProduct, day: string): RateTexts {
  const version = list.items
    .filter((i) => i.product === product && i.effectiveFrom <= day)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
  const { title, paragraphTop, paragraphBottom, paymentRules } = version ?? list.defaults[product];
  return { title, paragraphTop, paragraphBottom, paymentRules };
}

function fieldError(field: (typeof FIELDS)[number], value: string): string | null {
  const max = field === 'title' ? RATE_TEXT_LIMITS.title : RATE_TEXT_LIMITS.text;
  if (!value.trim()) return MESSAGES.required;
  return value.trim().length > max ? MESSAGES.tooLong(max) : null;
}

export function RateTextsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQuery(rateTextsQuery);
  useLoadError(list.error, 'Не удалось загрузить тексты тарифов');
  const [product, setProduct] = useState<RateProduct>('grm');
  const [from, setFrom] = useState(todayKey);
  const [draft, setDraft] = useState<RateTexts | null>(null);
  const texts = draft ?? (list.data ? textsOn(list.data, product, from) : null);

  const save = useMutation({
    mutationFn: () => (texts ? saveRateTexts(product, from, texts) : Promise.reject(new Error(MESSAGES.required))),
    onSuccess: (saved) => {
      queryClient.setQueryData(RATE_TEXTS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['rates'] });
      setDraft(null);
      toast.show(RATE_TEXTS.saved, { severity: 'success' });
    },
  });
  const errors = texts ? FIELDS.map((f) => fieldError(f, texts[f])) : [];
  const valid = texts !== null && errors.every((e) => e === null) && /^\d{4}-\d{2}-\d{2}$/.test(from);

  const handleEdit = (next: RateProduct, day: string) => {
    setProduct(next);
    setFrom(day);
    setDraft(null);
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {RATE_TEXTS.backofficeTitle}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Тексты вокруг таблиц страниц «Тарифы»; цены в таблицах — действующие тарифы каталога и прайс-листа 1С:ОИ. Версия текстов действует с
        указанного дня до следующей. {RATE_TEXTS.textHelp}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <NativeSelectField
          label={RATE_TEXTS.fields.product}
          value={product}
          options={RATE_PRODUCTS.map((p) => ({ value: p, label: RATE_TEXTS.productName[p] }))}
          onChange={(next) => handleEdit(next, from)}
          sx={{ minWidth: 160 }}
        />
        <TextField
          label={RATE_TEXTS.fields.effectiveFrom}
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setDraft(null);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        />
      </Box>
      {texts && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {FIELDS.map((field, i) => (
              <TextField
                key={field}
                label={RATE_TEXTS.fields[field]}
                value={texts[field]}
                multiline={field !== 'title'}
                minRows={field === 'title' ? undefined : 3}
                fullWidth
                error={errors[i] !== null}
                helperText={errors[i] ?? ' '}
                onChange={(event) => setDraft({ ...texts, [field]: event.target.value })}
              />
            ))}
            {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
            <Box>
              <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate()}>
                Сохранить
              </Button>
            </Box>
          </Box>
          <Box aria-label="Предпросмотр" component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography variant="overline" color="textSecondary">
              Предпросмотр
            </Typography>
            <Typography variant="h6" component="p">
              {texts.title}
            </Typography>
            <TextBlocks text={texts.paragraphTop} />
            <Alert severity="warning" sx={{ my: 1 }}>
              <TextBlocks text={texts.paymentRules} />
            </Alert>
            <Typography variant="body2" color="textSecondary" sx={{ my: 1 }}>
              [таблицы тарифов]
            </Typography>
            <TextBlocks text={texts.paragraphBottom} />
          </Box>
        </Box>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Версии текстов
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Версии текстов">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{RATE_TEXTS.fields.product}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{RATE_TEXTS.fields.effectiveFrom}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{RATE_TEXTS.fields.title}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Изменено</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.items ?? []).map((item) => (
              <TableRow key={`${item.product}-${item.effectiveFrom}`} hover>
                <TableCell>{RATE_TEXTS.productName[item.product]}</TableCell>
                <TableCell>{dayLabel(item.effectiveFrom)}</TableCell>
                <TableCell>{item.title}</TableCell>
                <TableCell>
                  {item.updatedBy ?? '—'}
                  <Typography variant="caption" component="div" color="textSecondary">
                    {item.updatedAt ? formatDateTime(item.updatedAt) : ''}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => handleEdit(item.product, item.effectiveFrom)}>
                    Изменить
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {list.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>Операторы еще не меняли тексты: действуют тексты по умолчанию.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
