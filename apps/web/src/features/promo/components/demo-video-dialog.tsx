/** The demo video: the configured video when there is one, otherwise an animated tour of the product. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TOUR_SLIDES } from '../content';

const SLIDE_MS = 4000;

export type DemoVideoDialogProps = { open: boolean; videoUrl: string | null; onClose: () => void };

function Tour() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % TOUR_SLIDES.length), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, index]);
  const slide = TOUR_SLIDES[index] ?? TOUR_SLIDES[0];
  const step = (delta: number) => setIndex((i) => (i + delta + TOUR_SLIDES.length) % TOUR_SLIDES.length);

  return (
    <Box>
      <Box
        aria-live="polite"
        sx={{
          minHeight: 180,
          borderRadius: 2,
          p: 3,
          bgcolor: 'primary.light',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography variant="overline">
          Шаг {index + 1} из {TOUR_SLIDES.length}
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          {slide.title}
        </Typography>
        <Typography>{slide.text}</Typography>
      </Box>
      <LinearProgress variant="determinate" value={((index + 1) / TOUR_SLIDES.length) * 100} sx={{ mt: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
        <IconButton onClick={() => step(-1)} aria-label="Предыдущий шаг">
          <ChevronLeft />
        </IconButton>
        <IconButton onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Пауза' : 'Воспроизвести'}>
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <IconButton onClick={() => step(1)} aria-label="Следующий шаг">
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}

export function DemoVideoDialog({ open, videoUrl, onClose }: DemoVideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="demo-video-title">
      <DialogTitle id="demo-video-title">Как работает 1С:ГРМ</DialogTitle>
      <DialogContent>
        {videoUrl ? <Box component="video" src={videoUrl} controls autoPlay sx={{ width: '100%', borderRadius: 2 }} /> : <Tour />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
