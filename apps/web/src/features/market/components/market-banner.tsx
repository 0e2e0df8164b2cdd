/** The banner of two packaged offers: the Business kit (price from, per month) and the Basic support kit. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BASIC_KIT_PRICE, BUSINESS_KIT_FALLBACK_PRICE, formatRubles, MARKET_TEXTS } from '@portal/domain';

export type MarketBannerProps = { businessPrice: number | null; businessHref: string; basicPrice: number | null; basicHref: string | null };

export function MarketBanner({ businessPrice, businessHref, basicPrice, basicHref }: MarketBannerProps) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%', background: 'linear-gradient(135deg, #fff8e1, #ffe082)' }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Комплект «Бизнес»
            </Typography>
            <Typography color="textSecondary">Приложение 1С и два рабочих места за фиксированную цену.</Typography>
            <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
              {MARKET_TEXTS.priceFrom} {formatRubles(businessPrice ?? BUSINESS_KIT_FALLBACK_PRICE, 0)} {MARKET_TEXTS.perMonth}
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" href={businessHref}>
              Подробнее
            </Button>
          </CardActions>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Базовый комплект
            </Typography>
            <Typography color="textSecondary">Поддержка клиента и обновления конфигураций.</Typography>
            <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
              {formatRubles(basicPrice ?? BASIC_KIT_PRICE, 0)} {MARKET_TEXTS.perMonth}
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" href={basicHref ?? undefined} disabled={!basicHref}>
              Подробнее
            </Button>
          </CardActions>
        </Card>
      </Grid>
    </Grid>
  );
}
