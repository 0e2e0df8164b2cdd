/** The public landing page: about, capabilities, catalogue, help for franchisees, and the partner application. */
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Backup from '@mui/icons-material/BackupOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudQueue from '@mui/icons-material/CloudQueue';
import Dns from '@mui/icons-material/DnsOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { removePrerenderedLanding } from '../../lib/prerendered-landing';
import { useFirstInput } from '../../lib/use-first-input';
import { useNearViewport } from '../../lib/use-near-viewport';
import { meQuery, participationQuery, runtimeConfigQuery } from '../../lib/session';
import { PromoHeader } from './components/promo-header';
import { PromoSection } from './components/promo-section';
import { ScrollUpButton } from '../../components/layout/scroll-up-button';
import { ABOUT_FACTS, CAPABILITIES, CATALOGUE, FRANCHISEE_BENEFITS, START_STEPS, VAT_NOTE, type CapabilityIcon } from './content';
import { noticeForAction, promoActionHref, sectionForAction } from './utils/promo-action';

// Below the fold or on demand: the application form (its form library and zod) and the video dialog load after the page.
const ApplicationForm = lazy(() => import('./components/application-form').then((m) => ({ default: m.ApplicationForm })));
const DemoVideoDialog = lazy(() => import('./components/demo-video-dialog').then((m) => ({ default: m.DemoVideoDialog })));

const CAPABILITY_ICONS: Record<CapabilityIcon, ReactNode> = {
  cloud: <CloudQueue />,
  rocket: <RocketLaunch />,
  trial: <Science />,
  payment: <AccountBalanceWallet />,
  backup: <Backup />,
  servers: <Dns />,
};

function NumberBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 32,
        height: 32,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Who is visiting, for the page's parts that depend on it. Each part reads it on its own, so that the answers arriving
 * after the page has shown re-render those parts alone, not the whole page.
 */
function usePromoSession() {
  const me = useQuery(meQuery);
  const participation = useQuery({ ...participationQuery, enabled: Boolean(me.data) });
  return {
    me: me.data ?? null,
    participation: participation.data ?? null,
    isActivePartner: participation.data?.status === 'on',
    // The application form's contents depend on who is visiting: it waits until that is known.
    known: !me.isPending && !(me.data && participation.isPending),
  };
}

export function PromoPage() {
  const [search] = useSearchParams();
  const action = search.get('action');
  const notice = noticeForAction(action);
  const [videoOpen, setVideoOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it closes with its transition.
  const [videoShown, setVideoShown] = useState(false);
  const [formShown, setFormShown] = useState(false);
  const showForm = useCallback(() => setFormShown(true), []);

  const queryClient = useQueryClient();

  // The build-time copy of this page (in index.html) leaves in the same frame as this one appears.
  useLayoutEffect(removePrerenderedLanding, []);
  // The settings (the demo video's address) are asked for with the page, so the video is there when asked for.
  useEffect(() => void queryClient.prefetchQuery(runtimeConfigQuery), [queryClient]);

  return (
    <Box>
      <SessionPromoHeader />
      <ScrollToAction action={action} formShown={formShown} />

      <Box component="main">
        <Box
          sx={{
            py: { xs: 6, md: 10 },
            background: 'linear-gradient(135deg, #fff8e1 0%, #ffecb3 55%, #ffd54f 100%)',
          }}
        >
          <Container maxWidth="lg">
            {notice === 'success' && (
              <Alert severity="success" sx={{ mb: 3 }}>
                Заявка отправлена. Мы сообщим о решении письмом.
              </Alert>
            )}
            {notice === 'error' && (
              <Alert severity="error" sx={{ mb: 3 }}>
                Не удалось отправить заявку. Попробуйте еще раз через несколько минут.
              </Alert>
            )}
            <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Chip label="Партнерская программа 1С" sx={{ mb: 2, bgcolor: 'background.paper', fontWeight: 600 }} />
                <Typography
                  variant="h3"
                  component="h1"
                  sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', sm: '2.4rem', md: '3rem' }, lineHeight: 1.15, mb: 2 }}
                >
                  1С:ГРМ — готовое рабочее место в облаке для ваших клиентов
                </Typography>
                <Typography
                  variant="h6"
                  component="p"
                  sx={{ fontWeight: 400, maxWidth: 640, mb: 4, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
                >
                  Станьте партнером: подключайте клиентов к приложениям 1С в облаке, заказывайте подписки в личном кабинете и получайте
                  доход каждый месяц.
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <HeroAction />
                  <Button
                    variant="outlined"
                    size="large"
                    color="inherit"
                    startIcon={<PlayCircleOutline />}
                    onClick={() => {
                      setVideoShown(true);
                      setVideoOpen(true);
                    }}
                  >
                    Смотреть демо
                  </Button>
                </Stack>
                <Typography variant="body2" sx={{ mt: 3, maxWidth: 640 }}>
                  Для входа в личный кабинет может потребоваться вход через единую учетную запись вендора (единый вход 1С). Нет учетной
                  записи?{' '}
                  <Link href={paths.signup.href()} color="inherit" sx={{ fontWeight: 600 }}>
                    Зарегистрируйтесь
                  </Link>
                  .
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Paper elevation={6} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 2 }}>
                    Четыре шага до первого клиента
                  </Typography>
                  <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                    {START_STEPS.map((step, index) => (
                      <Stack key={step.title} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <NumberBadge>{index + 1}</NumberBadge>
                        <Box>
                          <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                          <Typography variant="body2" color="textSecondary">
                            {step.text}
                          </Typography>
                        </Box>
                      </Stack>
                    ))}
                  </Stack>
                </Paper>
              </Grid>
            </Grid>
          </Container>
        </Box>

        <PromoSection id="about" title="О продукте">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography sx={{ mb: 2, fontSize: { md: '1.1rem' } }}>
                «1С:ГРМ (Готовое рабочее место)» — облачный сервис, в котором клиенты работают с типовыми и отраслевыми конфигурациями 1С
                через интернет. Не нужно покупать сервер, устанавливать платформу и следить за обновлениями: рабочее место готово сразу
                после заказа.
              </Typography>
              <Typography sx={{ fontSize: { md: '1.1rem' } }}>
                Партнеры-франчайзи регистрируют клиентов, заказывают для них приложения и опции в личном кабинете и раз в месяц оплачивают
                то, чем клиенты пользовались в прошедшем периоде.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                {ABOUT_FACTS.map((fact) => (
                  <Box key={fact.value} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
                    <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.2 }}>{fact.value}</Typography>
                    <Typography color="textSecondary">{fact.text}</Typography>
                  </Box>
                ))}
              </Stack>
            </Grid>
          </Grid>
        </PromoSection>

        <PromoSection
          id="capabilities"
          title="Возможности"
          lead="Все, что нужно клиенту для работы в 1С, и все, что нужно вам для продажи и сопровождения."
          tinted
        >
          <Grid container spacing={2}>
            {CAPABILITIES.map((capability) => (
              <Grid key={capability.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Box
                      aria-hidden
                      sx={{
                        width: 44,
                        height: 44,
                        borderRadius: 2,
                        bgcolor: 'primary.light',
                        display: 'grid',
                        placeItems: 'center',
                        mb: 1.5,
                      }}
                    >
                      {CAPABILITY_ICONS[capability.icon]}
                    </Box>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {capability.title}
                    </Typography>
                    <Typography color="textSecondary">{capability.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </PromoSection>

        <PromoSection
          id="catalogue"
          title="Каталог продуктов"
          lead="Типовые и отраслевые конфигурации 1С, сервисы и дополнения — заказываются для клиента в Маркете личного кабинета."
        >
          <Grid container spacing={2}>
            {CATALOGUE.map((group) => (
              <Grid key={group.group} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {group.group}
                    </Typography>
                    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                      {group.items.map((item) => (
                        <Stack key={item} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <CheckCircle fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
                          <Typography variant="body2">{item}</Typography>
                        </Stack>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {VAT_NOTE}
          </Typography>
        </PromoSection>

        <PromoSection id="franchisees" title="Чем 1С:ГРМ помогает франчайзи" tinted>
          <Grid container spacing={2}>
            {FRANCHISEE_BENEFITS.map((benefit) => (
              <Grid key={benefit} size={{ xs: 12, md: 6 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <CheckCircle sx={{ color: 'primary.dark', mt: 0.25 }} aria-hidden />
                  <Typography>{benefit}</Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </PromoSection>

        <PromoSection id="application" title="Заявка на участие в партнерской программе">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography sx={{ mb: 2 }}>
                Заполните заявку — менеджер вендора проверит данные компании. Подтверждение обычно приходит в течение 1–2 рабочих часов.
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                После одобрения откроется личный кабинет партнера: клиенты, Маркет, тарифы и счета.
              </Typography>
              <Typography variant="body2" color="textSecondary">
                Дистрибьютор — компания, которая сопровождает партнеров в вашем регионе. Если не знаете, кого выбрать, укажите ближайшего к
                вам.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <ApplicationPanel asked={sectionForAction(action) === 'application'} onShown={showForm} />
              </Paper>
            </Grid>
          </Grid>
        </PromoSection>
      </Box>

      <Box component="footer" sx={{ py: 4, bgcolor: 'grey.900', color: 'grey.100' }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">© 1С:ГРМ. Портал партнеров.</Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Link href={promoActionHref(paths.promo.href(), 'about')} color="inherit" variant="body2">
                О продукте
              </Link>
              <Link href={promoActionHref(paths.promo.href(), 'capabilities')} color="inherit" variant="body2">
                Возможности
              </Link>
              <Link href={paths['service.list'].href()} color="inherit" variant="body2">
                Вход в личный кабинет
              </Link>
            </Stack>
          </Stack>
          <Typography variant="caption" component="p" sx={{ mt: 2, color: 'grey.400' }}>
            {VAT_NOTE}
          </Typography>
        </Container>
      </Box>

      <ScrollUpButton />
      {videoShown && <DemoVideo open={videoOpen} onClose={() => setVideoOpen(false)} />}
    </Box>
  );
}

/** The hero's button points at ?action=order; when that is already the address, the route does not change. */
function scrollToApplication() {
  document.getElementById('application')?.scrollIntoView({ behavior: 'smooth' });
}

function SessionPromoHeader() {
  return <PromoHeader showApplicationLink={!usePromoSession().isActivePartner} />;
}

/** The hero's first button: into the office for an active partner, to the application for everyone else. */
function HeroAction() {
  if (usePromoSession().isActivePartner) {
    return (
      <Button variant="contained" size="large" startIcon={<SwitchAccount />} href={paths['service.list'].href()}>
        Перейти в личный кабинет
      </Button>
    );
  }
  return (
    <Button variant="contained" size="large" href={promoActionHref(paths.promo.href(), 'order')} onClick={() => scrollToApplication()}>
      Стать партнером
    </Button>
  );
}

/** ?action= scrolls to its section; to the application once the form's height has settled. */
function ScrollToAction({ action, formShown }: { action: string | null; formShown: boolean }) {
  useEffect(() => {
    const target = sectionForAction(action);
    if (!target) return;
    // The section is the page's last: scrolling before the form is there would stop short of it.
    if (target === 'application' && !formShown) return;
    document.getElementById(target)?.scrollIntoView({ behavior: 'smooth' });
  }, [action, formShown]);
  return null;
}

/**
 * The application form, at the bottom of the page: it loads when the visitor nears it, when the address asks for it
 * (?action=order), or at the visitor's first key, touch or click (a keyboard or screen reader user may reach it
 * without scrolling near it), and once it is known who is visiting. Once loaded it stays.
 */
function ApplicationPanel({ asked, onShown }: { asked: boolean; onShown: () => void }) {
  const session = usePromoSession();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const input = useFirstInput();
  const wanted = near || asked || input;
  const [loading, setLoading] = useState(wanted);
  if (wanted && !loading) setLoading(true);
  return (
    <div ref={place}>
      {session.known && loading ? (
        <Suspense fallback={<FormSkeleton />}>
          <ApplicationForm me={session.me} participation={session.participation} />
          <OnShown run={onShown} />
        </Suspense>
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

/** Tells when its Suspense boundary's content is on screen. */
function OnShown({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** The demo video dialog, with the configured video when there is one. */
function DemoVideo({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useQuery(runtimeConfigQuery);
  if (config.isPending) return null;
  return (
    <Suspense fallback={null}>
      <DemoVideoDialog open={open} videoUrl={config.data?.demoVideoUrl ?? null} onClose={onClose} />
    </Suspense>
  );
}

/** The application form's place while it loads. */
function FormSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Загрузка">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}
