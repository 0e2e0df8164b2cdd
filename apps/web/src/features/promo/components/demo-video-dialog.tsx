/** The demo video: the configured video when there is one, otherwise an animated step-by-step tour of the product. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Dns from '@mui/icons-material/DnsOutlined';
import Pause from '@mui/icons-material/Pause';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { TOUR_SLIDES, type TourIcon } from '../content';
import { stepSlide, tourProgress } from '../utils/tour';

/** How long a slide stays on screen while the tour plays. */
const SLIDE_MS = 5000;

const TOUR_ICONS: Record<TourIcon, ReactNode> = {
  client: <PersonAdd sx={{ fontSize: 56 }} />,
  order: <ShoppingCart sx={{ fontSize: 56 }} />,
  deploy: <Dns sx={{ fontSize: 56 }} />,
  trial: <Science sx={{ fontSize: 56 }} />,
  bill: <ReceiptLong sx={{ fontSize: 56 }} />,
};

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

export type DemoVideoDialogProps = { open: boolean; videoUrl: string | null; onClose: () => void };

function Tour() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = TOUR_SLIDES.length;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => stepSlide(i, 1, count)), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  const slide = TOUR_SLIDES[index];
  if (!slide) return null;
  const handleStep = (delta: number) => setIndex((i) => stepSlide(i, delta, count));

  return (
    <Box role="region" aria-roledescription="Обзор" aria-label="Обзор продукта по шагам">
      <Fade in key={index} timeout={500}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          aria-live={playing ? 'off' : 'polite'}
          sx={{
            minHeight: 200,
            borderRadius: 2,
            p: { xs: 2.5, sm: 4 },
            background: 'linear-gradient(135deg, #fff8e1 0%, #ffe082 100%)',
            alignItems: { sm: 'center' },
          }}
        >
          <Box aria-hidden sx={{ color: 'primary.dark' }}>
            {TOUR_ICONS[slide.icon]}
          </Box>
          <Box>
            <Typography variant="overline">
              Шаг {index + 1} из {count}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} gutterBottom>
              {slide.title}
            </Typography>
            <Typography>{slide.text}</Typography>
          </Box>
        </Stack>
      </Fade>
      {/* The slide timer: it fills while the slide is shown and starts over on resume, as the timeout does. */}
      <Box sx={{ height: 3, mt: 1, bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden' }} aria-hidden>
        <Box
          key={`${index}-${playing ? 'play' : 'pause'}`}
          sx={{
            height: '100%',
            bgcolor: 'primary.main',
            transformOrigin: 'left',
            transform: playing ? undefined : 'scaleX(0)',
            animation: playing ? `${fill} ${SLIDE_MS}ms linear` : 'none',
          }}
        />
      </Box>
      <LinearProgress
        variant="determinate"
        value={tourProgress(index, count)}
        sx={{ mt: 1 }}
        aria-label={`Пройдено шагов: ${index + 1} из ${count}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
        <IconButton onClick={() => handleStep(-1)} aria-label="Предыдущий шаг">
          <ChevronLeft />
        </IconButton>
        <IconButton onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Пауза' : 'Воспроизвести'}>
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <IconButton onClick={() => handleStep(1)} aria-label="Следующий шаг">
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}

export function DemoVideoDialog({ open, videoUrl, onClose }: DemoVideoDialogProps) {
  // A broken video address should not leave a black box: the tour takes its place.
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="demo-video-title">
      <DialogTitle id="demo-video-title">Как работает 1С:ГРМ</DialogTitle>
      <DialogContent>
        {videoUrl && !videoFailed ? (
          <Box
            component="video"
            src={videoUrl}
            controls
            autoPlay
            onError={() => setVideoFailed(true)}
            sx={{ width: '100%', borderRadius: 2, bgcolor: 'common.black' }}
          />
        ) : (
          <Tour />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
