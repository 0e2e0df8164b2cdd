/** The public landing page: about, capabilities, catalogue, help for franchisees, and the partner application. */
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { meQuery, participationQuery, runtimeConfigQuery } from '../../lib/session';
import { ApplicationForm } from './components/application-form';
import { DemoVideoDialog } from './components/demo-video-dialog';
import { ScrollUpButton } from './components/scroll-up-button';
import { CAPABILITIES, CATALOGUE, FRANCHISEE_BENEFITS, VAT_NOTE } from './content';

const SECTION_BY_ACTION: Record<string, string> = { order: 'application', capabilities: 'capabilities', about: 'about' };

function Section({ id, title, children, tinted = false }: { id: string; title: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'grey.100' : 'background.paper', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h4" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

export function PromoPage() {
  const [search] = useSearchParams();
  const action = search.get('action');
  const me = useQuery(meQuery);
  const participation = useQuery({ ...participationQuery, enabled: Boolean(me.data) });
  const config = useQuery(runtimeConfigQuery);
  const [videoOpen, setVideoOpen] = useState(false);
  const isActivePartner = participation.data?.status === 'on';

  useEffect(() => {
    const target = action ? SECTION_BY_ACTION[action] : undefined;
    if (target) document.getElementById(target)?.scrollIntoView({ behavior: 'smooth' });
  }, [action]);

  return (
    <Box>
      <AppBar position="sticky" color="inherit">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, flexGrow: 1 }}>
            1С:ГРМ{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, display: { xs: 'none', sm: 'inline' } }}>
              · для партнеров
            </Box>
          </Typography>
          <Box component="nav" aria-label="Разделы страницы" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" href={`${paths.promo.href()}?action=about`}>
              О продукте
            </Button>
            <Button color="inherit" href={`${paths.promo.href()}?action=capabilities`}>
              Возможности
            </Button>
            {!isActivePartner && (
              <Button color="inherit" href={`${paths.promo.href()}?action=order`}>
                Заявка
              </Button>
            )}
            <Button variant="contained" href={paths['service.list'].href()}>
              Вход в личный кабинет
            </Button>
          </Box>
        </Toolbar>
      </AppBar>

      <Box component="main">
        <Box sx={{ py: { xs: 7, md: 12 }, background: 'linear-gradient(135deg, #fff8e1 0%, #ffe082 100%)' }}>
          <Container maxWidth="lg">
            {action === 'success' && (
              <Alert severity="success" sx={{ mb: 3 }}>
                Заявка отправлена. Мы сообщим о решении письмом.
              </Alert>
            )}
            {action === 'error' && (
              <Alert severity="error" sx={{ mb: 3 }}>
                Не удалось отправить заявку. Попробуйте еще раз через несколько минут.
              </Alert>
            )}
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' } }} gutterBottom>
              1С:ГРМ — готовое рабочее место в облаке для ваших клиентов
            </Typography>
            <Typography variant="h6" component="p" sx={{ maxWidth: 720, mb: 4 }}>
              Станьте партнером: подключайте клиентов к приложениям 1С в облаке, заказывайте подписки в личном кабинете и получайте доход
              каждый месяц.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" size="large" href={`${paths.promo.href()}?action=order`}>
                {isActivePartner ? 'Вы уже партнер' : 'Стать партнером'}
              </Button>
              <Button variant="outlined" size="large" color="inherit" startIcon={<PlayCircleOutline />} onClick={() => setVideoOpen(true)}>
                Смотреть демо
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ mt: 3, maxWidth: 720 }}>
              Для входа в личный кабинет может потребоваться единая учетная запись 1С (единый вход вендора). Нет учетной записи?{' '}
              <Link href={paths.signup.href()} color="inherit" sx={{ fontWeight: 600 }}>
                Зарегистрируйтесь
              </Link>
              .
            </Typography>
          </Container>
        </Box>

        <Section id="about" title="О продукте">
          <Typography sx={{ maxWidth: 860, mb: 2 }}>
            «1С:ГРМ (Готовое рабочее место)» — облачный сервис, в котором клиенты работают с типовыми и отраслевыми конфигурациями 1С через
            интернет. Не нужно покупать сервер, устанавливать платформу и следить за обновлениями: рабочее место готово сразу после заказа.
          </Typography>
          <Typography sx={{ maxWidth: 860 }}>
            Партнеры-франчайзи регистрируют клиентов, заказывают для них приложения и опции в личном кабинете и раз в месяц оплачивают то,
            чем клиенты пользовались в прошедшем периоде.
          </Typography>
        </Section>

        <Section id="capabilities" title="Возможности" tinted>
          <Grid container spacing={2}>
            {CAPABILITIES.map((capability) => (
              <Grid key={capability.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {capability.title}
                    </Typography>
                    <Typography color="text.secondary">{capability.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Section>

        <Section id="catalogue" title="Каталог продуктов">
          <Grid container spacing={3}>
            {CATALOGUE.map((group) => (
              <Grid key={group.group} size={{ xs: 12, md: 4 }}>
                <Typography variant="h6" component="h3">
                  {group.group}
                </Typography>
                <List dense>
                  {group.items.map((item) => (
                    <ListItem key={item} disableGutters>
                      <ListItemText primary={item} />
                    </ListItem>
                  ))}
                </List>
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" color="text.secondary">
            {VAT_NOTE}
          </Typography>
        </Section>

        <Section id="franchisees" title="Чем 1С:ГРМ помогает франчайзи" tinted>
          <List>
            {FRANCHISEE_BENEFITS.map((benefit) => (
              <ListItem key={benefit} disableGutters>
                <ListItemText primary={benefit} />
              </ListItem>
            ))}
          </List>
        </Section>

        <Section id="application" title="Заявка на участие в партнерской программе">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography sx={{ mb: 2 }}>
                Заполните заявку — менеджер вендора проверит данные компании. Подтверждение обычно приходит в течение 1–2 рабочих часов.
              </Typography>
              <Typography color="text.secondary">
                После одобрения откроется личный кабинет партнера: клиенты, Маркет, тарифы и счета.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                {me.isPending || (me.data && participation.isPending) ? (
                  <Typography>Загрузка…</Typography>
                ) : (
                  <ApplicationForm me={me.data ?? null} participation={participation.data ?? null} />
                )}
              </Paper>
            </Grid>
          </Grid>
        </Section>
      </Box>

      <Box component="footer" sx={{ py: 4, bgcolor: 'grey.900', color: 'grey.100' }}>
        <Container maxWidth="lg">
          <Typography variant="body2">© 1С:ГРМ. Портал партнеров. {VAT_NOTE}</Typography>
        </Container>
      </Box>

      <ScrollUpButton />
      <DemoVideoDialog open={videoOpen} videoUrl={config.data?.demoVideoUrl ?? null} onClose={() => setVideoOpen(false)} />
    </Box>
  );
}
