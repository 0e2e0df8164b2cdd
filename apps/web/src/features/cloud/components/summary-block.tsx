/**
 * The summary (document 2 §2): CPU model, vCPU/RAM, OS, SQL Server and RDP counts, disks, 1C services with their
 * counts, then every priced line and the total per month — the sum of those lines, as the domain computes them.
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatRubles,
  CLOUD_TEXTS,
  CPU_MODEL_LABELS,
  DISK_LABELS,
  licenceLines,
  linesTotal,
  linuxVariantOf,
  vmLines,
  windowsLicences,
  type CloudPriceTable,
  type LicenceService,
  type VmConfig,
} from '@portal/domain';

export type SummaryBlockProps = { config: VmConfig; table: CloudPriceTable; licences: readonly LicenceService[]; at: Date };

/** The configuration in words, also the request's text for the operators. */
export function configurationFacts(config: VmConfig, table: CloudPriceTable, licences: readonly LicenceService[]): Array<[string, string]> {
  const disks = config.disks.filter((d) => d.checked).map((d) => `${DISK_LABELS[d.type]} ${d.value} ГБ`);
  const services = config.services.flatMap((row) => {
    const service = licences.find((l) => l.serviceId === row.serviceId);
    return service ? [`${service.name} × ${row.orderCount}`] : [];
  });
  const os =
    config.os === 'windows'
      ? `${CLOUD_TEXTS.windows} (${CLOUD_TEXTS.windowsLicences(windowsLicences(config))})`
      : (linuxVariantOf(config, table)?.name ?? 'Linux');
  return [
    [CLOUD_TEXTS.summaryCpu, CPU_MODEL_LABELS[config.cpuModel]],
    [CLOUD_TEXTS.summaryCoresRam, `${config.cores} / ${config.ram} ГБ`],
    [CLOUD_TEXTS.summaryOs, os],
    [CLOUD_TEXTS.summarySql, config.sqlServer ? String(config.sqlServerLicense) : '—'],
    [CLOUD_TEXTS.summaryRdp, config.rdp && config.os === 'windows' ? String(config.rdpNum) : '—'],
    [CLOUD_TEXTS.summaryDisks, disks.length > 0 ? disks.join(', ') : '—'],
    [CLOUD_TEXTS.summaryServices, services.length > 0 ? services.join(', ') : '—'],
  ];
}

export function SummaryBlock({ config, table, licences, at }: SummaryBlockProps) {
  const lines = [...vmLines(config, table, at), ...licenceLines(config, licences, at)];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: 2 }}>
      <Typography id="summary-title" variant="h6" component="h2" gutterBottom>
        {CLOUD_TEXTS.summary}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {configurationFacts(config, table, licences).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Строки расчета">
        {lines.map((line) => (
          <Box
            component="li"
            key={`${line.section}-${line.key}`}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}
          >
            <Typography variant="body2">
              {line.label} × {line.quantity}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatRubles(line.sum)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="h6" component="p" data-testid="summary-total">
        {CLOUD_TEXTS.summaryTotal}: {formatRubles(linesTotal(lines))}
      </Typography>
    </Paper>
  );
}
