/** partners.score: the simple list of the distributor's partners (name, code, address), titled as document 2 §2 says; a row opens the partner. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DISTRIBUTOR_TEXTS, type DistributorPartner } from '@portal/domain';
import { useNavigate } from '../../lib/router';
import type { Column } from '../../components/data-table/data-table';
import { paths } from '../../config/paths';
import { CODE_AND_ADDRESS_COLUMNS, PartnerTable } from './components/partner-table';

const COLUMNS: Column<DistributorPartner>[] = [
  { key: 'name', label: DISTRIBUTOR_TEXTS.columns.partner, render: (row) => row.name },
  ...CODE_AND_ADDRESS_COLUMNS,
];

export function PartnersScorePage() {
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {DISTRIBUTOR_TEXTS.scoreTitle}
      </Typography>
      <PartnerTable
        label={DISTRIBUTOR_TEXTS.scoreTitle}
        columns={COLUMNS}
        onRowClick={(row) =>
          void navigate(paths['partners.list.details'].path.replace(':partnerCode', encodeURIComponent(row.partnerCode)))
        }
      />
    </Paper>
  );
}
