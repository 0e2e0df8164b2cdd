/** A column's explanation beside its header: an info icon with the text in a tooltip (loaded only by tables that use one). */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Tooltip } from '../tooltip/tooltip';

export type ColumnHintProps = { text: string };

export function ColumnHint({ text }: ColumnHintProps) {
  return (
    <Tooltip title={text}>
      <InfoOutlined fontSize="small" color="action" tabIndex={0} aria-label={text} />
    </Tooltip>
  );
}
