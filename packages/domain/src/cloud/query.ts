/**
 * The calculator's configuration in the address (document 2: a link reopens it): written as short query parameters,
 * read back through the rules' own setters, so any address — edited by hand or old — gives a valid configuration.
 */
import {
  defaultVmConfig,
  DISK_TYPES,
  parseCpuModel,
  setBackup,
  setCores,
  setCpuModel,
  setDisk,
  setIp,
  setOs,
  setRam,
  setRdp,
  setSql,
  type DiskType,
  type VmConfig,
  type VmServiceRow,
} from './vm.ts';

/** Query parameters as the router gives them: one value per name. */
export type QueryValues = Readonly<Record<string, string | undefined>>;

const number = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** 'hdd:20,ssd:10' — the checked disks with their sizes. */
function disksText(config: VmConfig): string {
  return config.disks
    .filter((d) => d.checked)
    .map((d) => `${d.type}:${d.value}`)
    .join(',');
}

function servicesText(rows: readonly VmServiceRow[]): string {
  return rows.map((row) => `${row.serviceId}:${row.orderCount}`).join(',');
}

/** The parameters of a configuration; what equals the default is left out, so a plain link stays short. */
export function vmConfigToQuery(config: VmConfig): Record<string, string> {
  const base = defaultVmConfig();
  const query: Record<string, string> = {};
  if (config.os !== base.os) query.os = config.os;
  if (config.os === 'linux' && config.linux) query.linux = config.linux;
  if (config.cpuModel !== base.cpuModel) query.cpu = config.cpuModel;
  if (config.cores !== base.cores) query.cores = String(config.cores);
  if (config.ram !== base.ram) query.ram = String(config.ram);
  const disks = disksText(config);
  if (disks !== disksText(base)) query.disks = disks;
  if (config.backup.checked) query.backup = String(config.backup.value);
  if (config.floatIP.checked) query.fip = String(config.floatIP.value);
  if (config.virtIPonPort.checked) query.vip = String(config.virtIPonPort.value);
  if (config.sqlServer) query.sql = String(config.sqlServerLicense);
  if (config.rdp) query.rdp = String(config.rdpNum);
  if (config.services.length > 0) query.svc = servicesText(config.services);
  return query;
}

/** A configuration from parameters: each applied through its rule (bounds, RAM ≥ cores, SQL after cores, RDP on Windows). */
export function vmConfigFromQuery(query: QueryValues): VmConfig {
  let config = defaultVmConfig();
  const model = parseCpuModel(query.cpu);
  if (model) config = setCpuModel(config, model);
  if (query.os === 'linux') config = setOs(config, 'linux', query.linux?.trim() || null);
  const cores = number(query.cores);
  if (cores !== undefined) config = setCores(config, cores);
  const ram = number(query.ram);
  if (ram !== undefined) config = setRam(config, ram);

  if (query.disks !== undefined) {
    const sizes = new Map<DiskType, number>();
    for (const part of query.disks.split(',')) {
      const [type, size] = part.split(':');
      const value = number(size);
      if ((DISK_TYPES as readonly string[]).includes(type ?? '') && value !== undefined) sizes.set(type as DiskType, value);
    }
    for (const type of DISK_TYPES) {
      const value = sizes.get(type);
      config = setDisk(config, type, value === undefined ? { checked: false } : { checked: true, value });
    }
  }
  const backup = number(query.backup);
  if (backup !== undefined) config = setBackup(config, { checked: true, value: backup });
  const fip = number(query.fip);
  if (fip !== undefined) config = setIp(config, 'floatIP', { checked: true, value: fip });
  const vip = number(query.vip);
  if (vip !== undefined) config = setIp(config, 'virtIPonPort', { checked: true, value: vip });
  // SQL after the cores: the cores set its default, the link its own count.
  const sql = number(query.sql);
  if (sql !== undefined) config = setSql(config, { checked: true, count: sql });
  const rdp = number(query.rdp);
  if (rdp !== undefined) config = setRdp(config, { checked: true, count: rdp });

  if (query.svc) {
    const services = query.svc.split(',').flatMap((part) => {
      const [serviceId = '', count] = part.split(':');
      const orderCount = number(count) ?? 0;
      return /^[\w-]{0,64}$/.test(serviceId) ? [{ serviceId, orderCount }] : [];
    });
    config = { ...config, services };
  }
  return config;
}
