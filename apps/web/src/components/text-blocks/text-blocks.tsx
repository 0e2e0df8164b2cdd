/**
 * An operator's plain text as paragraphs and lists (the domain's textBlocks, which the PDF uses too). Rendered as
 * text nodes only: whatever the text holds, it is never read as HTML.
 */
import Typography from '@mui/material/Typography';
import { textBlocks } from '@portal/domain';
import { useMemo } from 'react';

export type TextBlocksProps = { text: string };

export function TextBlocks({ text }: TextBlocksProps) {
  const blocks = useMemo(() => textBlocks(text), [text]);
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <Typography key={i} sx={{ mb: 1 }}>
            {block.text}
          </Typography>
        ) : (
          <Typography key={i} component="ul" sx={{ mt: 0, mb: 1, pl: 3 }}>
            {block.items.map((item, n) => (
              <li key={n}>{item}</li>
            ))}
          </Typography>
        ),
      )}
    </>
  );
}
