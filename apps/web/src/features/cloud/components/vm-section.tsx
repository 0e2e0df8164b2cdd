/**
 * The virtual machine (document 2 §2 Virtual machine calculator): OS, processor model, vCPU and RAM, disks, backup,
 * network, the machine's month and its button — 'Создать' in the console for a standard flavour, 'Заказать' otherwise.
 * Every change goes through the domain's rules; every price comes from the list in force.
 */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  formatRubles,
  CLOUD_TEXTS,
  CPU_MODEL_LABELS,
  CPU_MODELS,
  cpuPriceCode,
  DISK_LABELS,
  linesTotal,
  linuxVariantOf,
  linuxVariants,
  priceOf,
  setBackup,
  setCores,
  setCpuModel,
  setDisk,
  setIp,
  setOs,
  setRam,
  unpricedChoices,
  vcpuProblem,
  VM_BOUNDS,
  vmAction,
  vmLines,
  windowsLicences,
  type CloudPriceTable,
  type CpuModel,
  type VmConfig,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { CountInput } from '../../../components/count-input/count-input';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { perPeriod } from './money';
import { SliderField } from './slider-field';

export type VmSectionProps = {
  config: VmConfig;
  update: (change: (config: VmConfig) => VmConfig) => void;
  table: CloudPriceTable;
  consoleUrl: string;
  at: Date;
  onOrder: () => void;
};

const WINDOWS = 'windows';

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>{children}</Box>;
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

export function VmSection({ config, update, table, consoleUrl, at, onOrder }: VmSectionProps) {
  const variants = linuxVariants(table);
  const windows = priceOf(table, 'windows');
  const osValue = config.os === 'windows' ? WINDOWS : (linuxVariantOf(config, table)?.resourceCode ?? WINDOWS);
  const osOptions = [
    ...(windows ? [{ value: WINDOWS, label: CLOUD_TEXTS.windows }] : []),
    ...variants.map((v) => ({ value: v.resourceCode, label: `${v.name} — ${perPeriod(v.price, v.paymentPeriod)}` })),
  ];
  const cpuOptions = CPU_MODELS.filter((model) => table.has(cpuPriceCode(model))).map((model) => {
    const price = table.get(cpuPriceCode(model));
    return { value: model, label: `${CPU_MODEL_LABELS[model]}${price ? ` — ${perPeriod(price.price, price.paymentPeriod)} за vCPU` : ''}` };
  });
  const oddCores = vcpuProblem(config.cores);
  const action = vmAction(config);
  const unpriced = unpricedChoices(config, table);
  const orderable = action.problem === null && unpriced.length === 0;
  const total = linesTotal(vmLines(config, table, at));
  const ram = priceOf(table, 'ram');
  const cpu = table.get(cpuPriceCode(config.cpuModel));
  const backup = priceOf(table, 'backup');

  return (
    <Box component="section" aria-labelledby="vm-section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="vm-section" variant="h6" component="h2">
          {CLOUD_TEXTS.vmSection}
        </Typography>
        <Tooltip title={CLOUD_TEXTS.tooltip}>
          <IconButton size="small" aria-label="Пояснения к параметрам">
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>

      <Row>
        <NativeSelectField
          label={CLOUD_TEXTS.os}
          value={osValue}
          options={osOptions}
          onChange={(value) => update((c) => (value === WINDOWS ? setOs(c, 'windows') : setOs(c, 'linux', value)))}
          sx={{ minWidth: 280 }}
        />
        {config.os === 'windows' && windows && (
          <Typography data-testid="windows-licences">
            {CLOUD_TEXTS.windowsLicences(windowsLicences(config))} × {perPeriod(windows.price, windows.paymentPeriod)}
          </Typography>
        )}
      </Row>
      <Row>
        <NativeSelectField
          label={CLOUD_TEXTS.cpuModel}
          value={config.cpuModel}
          options={cpuOptions}
          onChange={(model: CpuModel) => update((c) => setCpuModel(c, model))}
          sx={{ minWidth: 280 }}
        />
      </Row>
      <Box sx={{ maxWidth: 560 }}>
        <SliderField
          label={CLOUD_TEXTS.cores}
          value={config.cores}
          bounds={VM_BOUNDS.cores}
          onChange={(value) => update((c) => setCores(c, value))}
          error={oddCores !== null}
          helperText={oddCores ?? (cpu ? perPeriod(cpu.price, cpu.paymentPeriod) : undefined)}
        />
        <SliderField
          label={CLOUD_TEXTS.ram}
          value={config.ram}
          bounds={VM_BOUNDS.ram}
          onChange={(value) => update((c) => setRam(c, value))}
          helperText={ram ? `${perPeriod(ram.price, ram.paymentPeriod)} за ГБ` : CLOUD_TEXTS.noTariff}
        />
      </Box>

      <Heading>{CLOUD_TEXTS.disks}</Heading>
      {config.disks.map((disk) => {
        const price = priceOf(table, disk.type);
        return (
          <Box key={disk.type} sx={{ maxWidth: 560, mb: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={disk.checked}
                  disabled={!price && !disk.checked}
                  onChange={(_e, checked) => update((c) => setDisk(c, disk.type, { checked }))}
                />
              }
              label={`${DISK_LABELS[disk.type]} (${price ? `${perPeriod(price.price, price.paymentPeriod)} за ГБ` : CLOUD_TEXTS.noTariff})`}
            />
            {disk.checked && (
              <SliderField
                label={`${DISK_LABELS[disk.type]}: ${CLOUD_TEXTS.diskSize}`}
                value={disk.value}
                bounds={VM_BOUNDS.disk}
                onChange={(value) => update((c) => setDisk(c, disk.type, { value }))}
              />
            )}
          </Box>
        );
      })}

      <Heading>{CLOUD_TEXTS.backup}</Heading>
      <Box sx={{ maxWidth: 560, mb: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={config.backup.checked}
              disabled={!backup && !config.backup.checked}
              onChange={(_e, checked) => update((c) => setBackup(c, { checked }))}
            />
          }
          label={`${CLOUD_TEXTS.backup} (${backup ? `${perPeriod(backup.price, backup.paymentPeriod)} за ГБ` : CLOUD_TEXTS.noTariff})`}
        />
        {config.backup.checked && (
          <SliderField
            label={CLOUD_TEXTS.backupSize}
            value={config.backup.value}
            bounds={VM_BOUNDS.backup}
            onChange={(value) => update((c) => setBackup(c, { value }))}
          />
        )}
      </Box>

      <Heading>{CLOUD_TEXTS.network}</Heading>
      {(['floatIP', 'virtIPonPort'] as const).map((which) => {
        const price = priceOf(table, which);
        const item = config[which];
        return (
          <Row key={which}>
            <FormControlLabel
              sx={{ minWidth: 200 }}
              control={
                <Checkbox
                  checked={item.checked}
                  disabled={!price && !item.checked}
                  onChange={(_e, checked) => update((c) => setIp(c, which, { checked }))}
                />
              }
              label={CLOUD_TEXTS[which]}
            />
            <CountInput
              label={`${CLOUD_TEXTS[which]}: ${CLOUD_TEXTS.ipCount}`}
              value={item.checked ? item.value : 0}
              min={item.checked ? VM_BOUNDS.ip.min : 0}
              max={VM_BOUNDS.ip.max}
              maxDigits={String(VM_BOUNDS.ip.max).length}
              disabled={!item.checked || !price}
              onChange={(value) => update((c) => setIp(c, which, { value }))}
              onClamped={() => undefined}
            />
            <Typography variant="body2" color="textSecondary">
              {price ? perPeriod(price.price, price.paymentPeriod) : CLOUD_TEXTS.noTariff}
            </Typography>
          </Row>
        );
      })}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
        <Typography variant="h6" component="p" data-testid="vm-total">
          {CLOUD_TEXTS.baseTotal}: {formatRubles(total)}
        </Typography>
        {action.kind === 'create' && orderable ? (
          <Button variant="contained" href={consoleUrl} target="_blank" rel="noopener noreferrer">
            {CLOUD_TEXTS.create}
          </Button>
        ) : (
          // Not orderable as it is: the button stays, disabled, and the line below says why.
          <Button variant="contained" disabled={!orderable} onClick={onOrder} {...(!orderable && { 'aria-describedby': 'vm-action-hint' })}>
            {action.kind === 'create' ? CLOUD_TEXTS.create : CLOUD_TEXTS.order}
          </Button>
        )}
      </Box>
      <Typography
        id="vm-action-hint"
        variant="body2"
        color={orderable ? 'text.secondary' : 'error'}
        role={orderable ? undefined : 'alert'}
        sx={{ mt: 1 }}
      >
        {unpriced.length > 0
          ? `${CLOUD_TEXTS.noTariff}: ${unpriced.join(', ')}`
          : (action.problem ?? (action.kind === 'create' ? CLOUD_TEXTS.createHint : CLOUD_TEXTS.orderHint))}
      </Typography>
    </Box>
  );
}
