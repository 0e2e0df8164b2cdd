/** The reconciliation export: a month (the last one by default) of all the distributor's partners in one workbook. */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { addMonths, DISTRIBUTOR_TEXTS, monthOf } from '@portal/domain';
import { useState } from 'react';
import { MonthPicker } from '../../../components/month-picker/month-picker';
import { reconciliationHref } from '../api/history';

export function ReconciliationExport() {
  const [month, setMonth] = useState(() => addMonths(monthOf(new Date()), -1));
  return (
    <Box
      role="group"
      aria-label={DISTRIBUTOR_TEXTS.reconciliation}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}
    >
      <MonthPicker value={month} onChange={setMonth} />
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={reconciliationHref(month)} download>
        {DISTRIBUTOR_TEXTS.reconciliation}
      </Button>
    </Box>
  );
}
