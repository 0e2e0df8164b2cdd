/**
 * The rate pages rates.grm and rates.oi (document 3 "Rate pages", decision 022): the tariffs in force on the date of
 * the address — a year (the menu's 2025) or a day — with the operator's texts, the payment rules, tables 1 (a day)
 * and 1.1 (a month), the VAT note, the files of the caller's role, the back arrow to the calculators and the button up.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayLabel, hasAuthority, RATE_PRODUCTS, RATE_TEXTS, RATES_MENU_YEAR, type RateProduct } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from '../../lib/router';
import { ScrollUpButton } from '../../components/layout/scroll-up-button';
import { TextBlocks } from '../../components/text-blocks/text-blocks';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../lib/api-error';
import { paths } from '../../config/paths';
import { meQuery } from '../../lib/session';
import { ratePageQuery } from './api/get-rate-page';
import { RateTable } from './components/rate-table';

export type RatesPageProps = { product: RateProduct };

const routeOf = (product: RateProduct) => paths[product === 'grm' ? 'rates.grm' : 'rates.oi'];

export function RatesPage({ product }: RatesPageProps) {
  const { date = '' } = useParams();
  const navigate = useNavigate();
  const me = useQuery(meQuery);
  const page = useQuery(ratePageQuery(product, date));
  const [asked, setAsked] = useState('');
  const currentYear = new Date().getFullYear();
  const years = [...new Set([2024, RATES_MENU_YEAR, currentYear])];
  // The calculators are the partners' (document 3 §6): a distributor has no calculator to go back to.
  const withBack = !me.data || !hasAuthority(me.data, 'ROLE_DISTRIBUTOR');

  const handleShow = (event: FormEvent) => {
    event.preventDefault();
    // The native date field gives yyyy-MM-dd; the address carries the day as the page shows it.
    if (asked)
      void navigate(
        routeOf(product)
          .href({ date: dayLabel(asked) })
          .slice(1),
      );
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {withBack && (
          <IconButton href={paths.calc.href()} aria-label={RATE_TEXTS.back} title={RATE_TEXTS.back}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography variant="h5" component="h1">
          {page.data?.title ?? routeOf(product).title}
        </Typography>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={1} role="navigation" aria-label="Продукт">
          {RATE_PRODUCTS.map((p) => (
            <Button
              key={p}
              href={routeOf(p).href({ date })}
              variant={p === product ? 'contained' : 'outlined'}
              aria-current={p === product ? 'page' : undefined}
            >
              {RATE_TEXTS.productName[p]}
            </Button>
          ))}
        </Stack>
        <Box component="form" onSubmit={handleShow} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {years.map((year) => (
            <Button
              key={year}
              size="small"
              variant={String(year) === date ? 'outlined' : 'text'}
              href={routeOf(product).href({ date: year })}
              aria-current={String(year) === date ? 'page' : undefined}
            >
              {year}
            </Button>
          ))}
          <Box
            component="input"
            type="date"
            aria-label={RATE_TEXTS.dateField}
            value={asked}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setAsked(event.target.value)}
            sx={{
              font: 'inherit',
              p: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          />
          <Button type="submit" variant="outlined" size="small" disabled={!asked}>
            Показать
          </Button>
        </Box>
      </Stack>

      {page.isPending && <Typography>Загрузка…</Typography>}
      {page.error && (
        <Alert severity={page.error instanceof ApiRequestError && page.error.status < 500 ? 'info' : 'error'}>
          {errorText(page.error)}
        </Alert>
      )}
      {page.data && (
        <>
          <Typography variant="subtitle1" sx={{ mb: 2 }}>
            {RATE_TEXTS.inForce} {dayLabel(page.data.day)}
          </Typography>
          <TextBlocks text={page.data.paragraphTop} />
          <Alert severity="warning" sx={{ my: 2 }}>
            <AlertTitle>{RATE_TEXTS.paymentRulesTitle}</AlertTitle>
            <TextBlocks text={page.data.paymentRules} />
          </Alert>
          {page.data.applications.length === 0 && <Typography sx={{ my: 2 }}>{RATE_TEXTS.emptyTable}</Typography>}
          {page.data.applications.map((table) => (
            <RateTable key={table.number} table={table} />
          ))}
          <Typography sx={{ mt: 2, mb: 1 }}>{RATE_TEXTS.unitNote}</Typography>
          <TextBlocks text={page.data.paragraphBottom} />
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {RATE_TEXTS.vatNote}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {RATE_TEXTS.filesTitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
            {page.data.files.map((file) => (
              <Button key={file.file} variant="outlined" startIcon={<FileDownloadOutlined />} href={file.href} download>
                {file.label}
              </Button>
            ))}
          </Stack>
        </>
      )}
      <ScrollUpButton />
    </Paper>
  );
}
