/** A column's explanation beside its header: an info icon with the text in a tooltip (loaded only by tables that use one). */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { Tooltip } from '../tooltip/tooltip';

export type ColumnHintProps = { text: string };

export function ColumnHint({ text }: ColumnHintProps) {
  return (
    <Tooltip title={text} describeChild>
      <Box component="span" role="img" tabIndex={0} aria-label={text} sx={{ display: 'inline-flex' }}>
        <InfoOutlined fontSize="small" color="action" />
      </Box>
    </Tooltip>
  );
}
