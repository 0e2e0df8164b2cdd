/** The content sections side by side: news, videos, presentations, marketing materials, the knowledge base. */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ContentType } from '@portal/domain';
import { paths } from '../../../config/paths';
import { CONTENT_SECTIONS } from '../content-links';

export function ContentTabs({ current }: { current: ContentType }) {
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label="Разделы материалов" sx={{ mb: 2 }}>
      {CONTENT_SECTIONS.map((section) => (
        <Tab key={section.type} value={section.type} label={section.label} href={paths[section.route].href()} component="a" />
      ))}
    </Tabs>
  );
}
