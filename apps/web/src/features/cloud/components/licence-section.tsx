/**
 * The licence order (document 2 §2): applied software (SQL Server, and RDP on Windows only), 1C configurations and
 * licences as rows (a fixed count for orca-order, a service chosen once, the clamp toast, an empty count back to the
 * minimum), the month's total and the order buttons for Microsoft, 1C or all.
 */
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  formatRubles,
  addRow,
  chosenElsewhere,
  CLOUD_TEXTS,
  licenceLines,
  linesTotal,
  msLicence,
  removeRow,
  rowMonthSum,
  rowRule,
  setRdp,
  setRowCount,
  setRowService,
  setSql,
  VM_BOUNDS,
  type LicenceOrderScope,
  type LicenceService,
  type VmConfig,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { CountInput } from '../../../components/count-input/count-input';
import { useClampToast } from '../../../components/count-input/use-clamp-toast';
import { NumberField } from './number-field';
import { perPeriod } from './money';
import { ServiceSelect } from './service-select';

export type LicenceSectionProps = {
  config: VmConfig;
  update: (change: (config: VmConfig) => VmConfig) => void;
  licences: readonly LicenceService[];
  at: Date;
  onOrder: (scope: LicenceOrderScope) => void;
};

function MsRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>{children}</Box>;
}

function MsLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <Box>
      <Typography>{title}</Typography>
      <Typography variant="caption" color="textSecondary">
        {hint}
      </Typography>
    </Box>
  );
}

export function LicenceSection({ config, update, licences, at, onOrder }: LicenceSectionProps) {
  const clampToast = useClampToast();
  const sql = msLicence(licences, 'sql');
  const rdp = msLicence(licences, 'rdp');
  const oneC = licences.filter((l) => l.group !== 'ms');
  const total = linesTotal(licenceLines(config, licences, at));
  const linux = config.os === 'linux';

  return (
    <Box component="section" aria-labelledby="licence-section" sx={{ mt: 4 }}>
      <Typography id="licence-section" variant="h6" component="h2" gutterBottom>
        {CLOUD_TEXTS.licenceSection}
      </Typography>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {CLOUD_TEXTS.appliedSoftware}
      </Typography>
      <MsRow>
        <FormControlLabel
          sx={{ width: 340 }}
          control={
            <Checkbox
              checked={config.sqlServer}
              disabled={!sql?.option.tariff}
              onChange={(_e, checked) => update((c) => setSql(c, { checked }))}
            />
          }
          label={<MsLabel title={CLOUD_TEXTS.sqlServer} hint={CLOUD_TEXTS.sqlHint} />}
        />
        {config.sqlServer && (
          <NumberField
            label="Лицензии SQL Server, шт."
            value={config.sqlServerLicense}
            min={VM_BOUNDS.sql.min}
            max={VM_BOUNDS.sql.max}
            resetTo={VM_BOUNDS.sql.min}
            maxLength={2}
            width={150}
            onChange={(count) => update((c) => setSql(c, { count }))}
          />
        )}
        <Typography variant="body2" color="textSecondary">
          {sql?.option.tariff ? perPeriod(sql.option.tariff.price, sql.option.tariff.paymentPeriod) : CLOUD_TEXTS.noTariff}
        </Typography>
      </MsRow>
      <MsRow>
        <FormControlLabel
          sx={{ width: 340 }}
          control={
            <Checkbox
              checked={config.rdp}
              disabled={linux || !rdp?.option.tariff}
              onChange={(_e, checked) => update((c) => setRdp(c, { checked }))}
            />
          }
          label={<MsLabel title={CLOUD_TEXTS.rdp} hint={linux ? CLOUD_TEXTS.rdpLinux : CLOUD_TEXTS.rdpHint} />}
        />
        {config.rdp && !linux && (
          <NumberField
            label="Лицензии RDP, шт."
            value={config.rdpNum}
            min={VM_BOUNDS.rdp.min}
            max={VM_BOUNDS.rdp.max}
            resetTo={VM_BOUNDS.rdp.min}
            maxLength={3}
            width={150}
            onChange={(count) => update((c) => setRdp(c, { count }))}
          />
        )}
        <Typography variant="body2" color="textSecondary">
          {rdp?.option.tariff ? perPeriod(rdp.option.tariff.price, rdp.option.tariff.paymentPeriod) : CLOUD_TEXTS.noTariff}
        </Typography>
      </MsRow>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {CLOUD_TEXTS.oneC}
      </Typography>
      {config.services.map((row, index) => {
        const service = oneC.find((s) => s.serviceId === row.serviceId);
        const rule = service ? rowRule(service) : null;
        const tariff = service?.option.tariff;
        return (
          <Box
            key={`${index}-${row.serviceId}`}
            data-testid="licence-row"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              mb: 1.5,
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <ServiceSelect
              value={row.serviceId}
              services={oneC}
              disabledIds={chosenElsewhere(config.services, index)}
              onChange={(chosen) => update((c) => setRowService(c, index, chosen))}
            />
            <Typography variant="body2" sx={{ minWidth: 150 }}>
              {tariff
                ? tariff.paymentPeriod === 'd'
                  ? `${CLOUD_TEXTS.pricePerDay}: ${formatRubles(tariff.price)}`
                  : perPeriod(tariff.price, tariff.paymentPeriod)
                : '—'}
            </Typography>
            <Box>
              <CountInput
                label={`${CLOUD_TEXTS.count}: ${service?.name ?? CLOUD_TEXTS.service}`}
                value={row.orderCount}
                min={rule?.min ?? 0}
                max={rule?.max ?? 0}
                disabled={!service || rule?.fixed}
                emptyToMin
                onChange={(count) => service && update((c) => setRowCount(c, index, service, count))}
                onClamped={clampToast}
              />
              {rule?.fixed && (
                <Typography variant="caption" color="textSecondary">
                  {CLOUD_TEXTS.fixedCount}
                </Typography>
              )}
            </Box>
            <Typography sx={{ minWidth: 140 }}>
              {CLOUD_TEXTS.rowTotal}: {service ? formatRubles(rowMonthSum(service, row.orderCount, at)) : '—'}
            </Typography>
            <IconButton aria-label={CLOUD_TEXTS.removeRow} onClick={() => update((c) => removeRow(c, index))}>
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      <Button startIcon={<Add />} onClick={() => update(addRow)} disabled={config.services.length >= oneC.length}>
        {CLOUD_TEXTS.addRow}
      </Button>

      <Typography variant="h6" component="p" data-testid="licence-total" sx={{ mt: 2 }}>
        {CLOUD_TEXTS.licenceTotal}: {formatRubles(total)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => onOrder('ms')}>
          {CLOUD_TEXTS.orderMs}
        </Button>
        <Button variant="outlined" onClick={() => onOrder('1c')}>
          {CLOUD_TEXTS.order1c}
        </Button>
        <Button variant="contained" onClick={() => onOrder('all')}>
          {CLOUD_TEXTS.orderAll}
        </Button>
      </Box>
    </Box>
  );
}
