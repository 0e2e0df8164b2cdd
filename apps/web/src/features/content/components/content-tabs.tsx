/**
 * The content sections side by side: news, videos, presentations, marketing materials, the knowledge base. Plain
 * links styled as buttons: MUI's Tabs would add about 8 KB gzip to every content page for five links.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ContentType } from '@portal/domain';
import { paths } from '../../../config/paths';
import { CONTENT_SECTIONS } from '../content-links';

export function ContentTabs({ current }: { current: ContentType }) {
  return (
    <Stack component="nav" aria-label="Разделы материалов" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {CONTENT_SECTIONS.map((section) => {
        const active = section.type === current;
        return (
          <Button
            key={section.type}
            href={paths[section.route].href()}
            variant={active ? 'contained' : 'text'}
            aria-current={active ? 'page' : undefined}
            size="small"
          >
            {section.label}
          </Button>
        );
      })}
    </Stack>
  );
}
