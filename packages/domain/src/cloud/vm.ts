/**
 * The virtual machine calculator's rules (document 2 §3 VM calculation item, §4 VM calculator dependencies, §5 bounds,
 * §9 default server and licence limits): a configuration is only ever changed through these functions, so every
 * state the calculator can reach keeps its bounds and dependencies.
 */
import { CLOUD_TEXTS } from './texts.ts';

/**
 * Processor models as the spec spells them (document 2 §2: midcpu, higcpu, hicpu; decision 028): Middle CPU and High CPU
 * are created in the console for a standard pair, hicpu only on request. Low CPU, priced in the first set only
 * (document 2 §9), is offered on the days the list prices it.
 */
export const CPU_MODELS = ['midcpu', 'lowcpu', 'higcpu', 'hicpu'] as const;
export type CpuModel = (typeof CPU_MODELS)[number];
export const CPU_MODEL_LABELS: Record<CpuModel, string> = {
  midcpu: 'Middle CPU',
  lowcpu: 'Low CPU',
  higcpu: 'High CPU',
  hicpu: 'High CPU (по запросу)',
};
/** The model that is never created in the console: a VM on it is always a request. */
export const REQUEST_ONLY_CPU_MODEL: CpuModel = 'hicpu';

export const VM_OSES = ['windows', 'linux'] as const;
export type VmOs = (typeof VM_OSES)[number];

export const DISK_TYPES = ['hdd', 'ssd', 'hssd', 'hahssd'] as const;
export type DiskType = (typeof DISK_TYPES)[number];
export const DISK_LABELS: Record<DiskType, string> = {
  hdd: 'HDD',
  ssd: 'SSD',
  hssd: 'SSD High IOPS',
  hahssd: 'SSD High IOPS (HA)',
};

export type Bounds = { min: number; max: number };
export type SliderBounds = Bounds & { sliderMax: number };

/** Document 2 §5 and §9. */
export const VM_BOUNDS = {
  cores: { min: 1, max: 128, sliderMax: 64 },
  ram: { min: 1, max: 1024, sliderMax: 64 },
  disk: { min: 10, max: 9999, sliderMax: 1024 },
  backup: { min: 1, max: 9999, sliderMax: 1024 },
  /** IP counts: the spec's 1 to 100 (document 2 §5). */
  ip: { min: 1, max: 100 },
  sql: { min: 2, max: 10 },
  rdp: { min: 1, max: 100 },
} as const satisfies Record<string, Bounds | SliderBounds>;

/** Allowed core/RAM pairs: a standard flavour, created in the console. */
export const STANDARD_PAIRS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 4],
  2: [4, 8],
  4: [8, 16],
  8: [16, 32],
  16: [32, 64],
};

export type VmDisk = { type: DiskType; checked: boolean; value: number };
export type VmAmount = { checked: boolean; value: number };
export type VmServiceRow = { serviceId: string; orderCount: number };

/** The VM calculation item (document 2 §3): the machine, its licences and the 1C rows of the licence order. */
export type VmConfig = {
  os: VmOs;
  /** The Linux variant's resource code (the list's), when the OS is Linux; null picks the list's first. */
  linux: string | null;
  cpuModel: CpuModel;
  cores: number;
  ram: number;
  disks: readonly VmDisk[];
  backup: VmAmount;
  floatIP: VmAmount;
  virtIPonPort: VmAmount;
  sqlServer: boolean;
  sqlServerLicense: number;
  rdp: boolean;
  rdpNum: number;
  services: readonly VmServiceRow[];
};

/** SQL Server licences follow the cores: 2 below 4 cores, else half the cores rounded up, within 2 to 10. */
export function sqlLicencesFor(cores: number): number {
  const wanted = cores < 4 ? VM_BOUNDS.sql.min : Math.ceil(cores / 2);
  return clamp(wanted, VM_BOUNDS.sql);
}

/** Windows is licensed per core. */
export function windowsLicences(config: Pick<VmConfig, 'cores'>): number {
  return config.cores;
}

const DEFAULT_DISKS: Record<DiskType, VmAmount> = {
  hdd: { checked: true, value: 20 },
  ssd: { checked: true, value: 10 },
  hssd: { checked: false, value: VM_BOUNDS.disk.min },
  hahssd: { checked: false, value: VM_BOUNDS.disk.min },
};
/** Values an unchecked item takes when it is checked, and the one a link without it gets. */
export const DEFAULT_AMOUNTS = { backup: 10, ip: 1 } as const;

/** The default virtual server (§9): 1 core, 1 GB RAM, HDD 20, SSD 10, Windows on a middle CPU. */
export function defaultVmConfig(): VmConfig {
  return {
    os: 'windows',
    linux: null,
    cpuModel: 'midcpu',
    cores: 1,
    ram: 1,
    disks: DISK_TYPES.map((type) => ({ type, ...DEFAULT_DISKS[type] })),
    backup: { checked: false, value: DEFAULT_AMOUNTS.backup },
    floatIP: { checked: false, value: DEFAULT_AMOUNTS.ip },
    virtIPonPort: { checked: false, value: DEFAULT_AMOUNTS.ip },
    sqlServer: false,
    sqlServerLicense: sqlLicencesFor(1),
    rdp: false,
    rdpNum: VM_BOUNDS.rdp.min,
    services: [],
  };
}

export function clamp(value: number, bounds: Bounds): number {
  const whole = Number.isFinite(value) ? Math.round(value) : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, whole));
}

export function isWithin(value: number, bounds: Bounds): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** Cores within bounds; RAM raised to at least the cores; SQL licences follow the cores. */
export function setCores(config: VmConfig, value: number): VmConfig {
  const cores = clamp(value, VM_BOUNDS.cores);
  return { ...config, cores, ram: Math.max(config.ram, cores), sqlServerLicense: sqlLicencesFor(cores) };
}

/** RAM within bounds; cores lowered to it when it falls below them (and SQL licences follow). */
export function setRam(config: VmConfig, value: number): VmConfig {
  const ram = clamp(value, VM_BOUNDS.ram);
  if (ram >= config.cores) return { ...config, ram };
  return { ...config, ram, cores: ram, sqlServerLicense: sqlLicencesFor(ram) };
}

/** Choosing Linux turns RDP off (it installs on Windows Server only). */
export function setOs(config: VmConfig, os: VmOs, linux: string | null = config.linux): VmConfig {
  return { ...config, os, linux: os === 'linux' ? linux : config.linux, rdp: os === 'linux' ? false : config.rdp };
}

export function setCpuModel(config: VmConfig, cpuModel: CpuModel): VmConfig {
  return { ...config, cpuModel };
}

export function setDisk(config: VmConfig, type: DiskType, change: Partial<VmAmount>): VmConfig {
  return {
    ...config,
    disks: config.disks.map((disk) =>
      disk.type === type
        ? {
            ...disk,
            checked: change.checked ?? disk.checked,
            value: change.value === undefined ? disk.value : clamp(change.value, VM_BOUNDS.disk),
          }
        : disk,
    ),
  };
}

export function setBackup(config: VmConfig, change: Partial<VmAmount>): VmConfig {
  return { ...config, backup: amount(config.backup, change, VM_BOUNDS.backup) };
}

export function setIp(config: VmConfig, which: 'floatIP' | 'virtIPonPort', change: Partial<VmAmount>): VmConfig {
  return { ...config, [which]: amount(config[which], change, VM_BOUNDS.ip) };
}

function amount(current: VmAmount, change: Partial<VmAmount>, bounds: Bounds): VmAmount {
  return { checked: change.checked ?? current.checked, value: change.value === undefined ? current.value : clamp(change.value, bounds) };
}

/** SQL Server: the flag and a count within 2 to 10 (an invalid typed count is the field's to reset, never stored). */
export function setSql(config: VmConfig, change: { checked?: boolean; count?: number }): VmConfig {
  return {
    ...config,
    sqlServer: change.checked ?? config.sqlServer,
    sqlServerLicense: change.count === undefined ? config.sqlServerLicense : clamp(change.count, VM_BOUNDS.sql),
  };
}

/** RDP: on Windows only; a count within 1 to 100. */
export function setRdp(config: VmConfig, change: { checked?: boolean; count?: number }): VmConfig {
  return {
    ...config,
    rdp: config.os === 'windows' && (change.checked ?? config.rdp),
    rdpNum: change.count === undefined ? config.rdpNum : clamp(change.count, VM_BOUNDS.rdp),
  };
}

/** Why the cores cannot be ordered as they are, or null: more than one must be an even count. */
export function vcpuProblem(cores: number): string | null {
  return cores > 1 && cores % 2 !== 0 ? CLOUD_TEXTS.vcpuEven : null;
}

export function isStandardPair(cores: number, ram: number): boolean {
  return STANDARD_PAIRS[cores]?.includes(ram) ?? false;
}

/**
 * Why the machine cannot be created or requested as it is, or null (document 2 §5: cores and RAM set, an even vCPU
 * count, at least one disk checked with a size). A machine without a disk has no system disk to boot from.
 */
export function serverProblem(config: VmConfig): string | null {
  if (config.cores < VM_BOUNDS.cores.min || config.ram < VM_BOUNDS.ram.min) return CLOUD_TEXTS.needsCoresRam;
  const odd = vcpuProblem(config.cores);
  if (odd) return odd;
  if (!config.disks.some((disk) => disk.checked && disk.value > 0)) return CLOUD_TEXTS.needsDisk;
  return null;
}

/** A server can be requested when cores and RAM are set (even cores) and at least one disk is checked with a size. */
export function canRequestServer(config: VmConfig): boolean {
  return serverProblem(config) === null;
}

/**
 * The calculator's button: 'create' (the console's creation page) for a standard core/RAM pair on any model but the
 * request-only one; otherwise 'order' (the non-standard request). Either is offered only for a configuration that can
 * be ordered at all: `problem` says why not, and the button is then disabled with that text beside it.
 */
export type VmAction = { kind: 'create' | 'order'; problem: string | null };

export function vmAction(config: VmConfig): VmAction {
  const kind = isStandardPair(config.cores, config.ram) && config.cpuModel !== REQUEST_ONLY_CPU_MODEL ? 'create' : 'order';
  return { kind, problem: serverProblem(config) };
}

/** The project of the cloud console a request is for: mcs and 4 to 20 Latin letters or digits (the spec's mcsXXXXX). */
export const PROJECT_ID_PATTERN = /^mcs[0-9a-z]{4,20}$/i;

export function parseCpuModel(value: string | null | undefined): CpuModel | null {
  if (!value) return null;
  return (CPU_MODELS as readonly string[]).includes(value) ? (value as CpuModel) : null;
}
