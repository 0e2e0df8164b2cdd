/** A presentation made of images: one slide at a time with the previous and next buttons. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentAttachment } from '@portal/domain';
import { useState } from 'react';
import { contentFileUrl } from '../api/content';

export function ImageSlides({ slides }: { slides: ContentAttachment[] }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <Box>
      <Box
        component="img"
        src={contentFileUrl(slide.id)}
        alt={`Слайд ${index + 1}: ${slide.name}`}
        sx={{ width: '100%', maxWidth: 900, display: 'block', borderRadius: 1 }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Назад
        </Button>
        <Typography aria-live="polite">
          Слайд {index + 1} из {slides.length}
        </Typography>
        <Button onClick={() => setIndex(index + 1)} disabled={index === slides.length - 1}>
          Вперед
        </Button>
      </Stack>
    </Box>
  );
}
