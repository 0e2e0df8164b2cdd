import { describe, expect, it } from 'vitest';
import { CLOUD_TEXTS } from './texts.ts';
import {
  canRequestServer,
  CPU_MODEL_LABELS,
  CPU_MODELS,
  parseCpuModel,
  serverProblem,
  defaultVmConfig,
  isStandardPair,
  setCores,
  setCpuModel,
  setDisk,
  setIp,
  setOs,
  setRam,
  setRdp,
  setSql,
  sqlLicencesFor,
  vcpuProblem,
  vmAction,
  windowsLicences,
} from './vm.ts';

describe('the default virtual server', () => {
  it('is 1 core, 1 GB RAM, HDD 20 and SSD 10 (document 2 §9)', () => {
    const config = defaultVmConfig();
    expect(config.cores).toBe(1);
    expect(config.ram).toBe(1);
    expect(config.disks.filter((d) => d.checked).map((d) => [d.type, d.value])).toEqual([
      ['hdd', 20],
      ['ssd', 10],
    ]);
    expect(config.sqlServerLicense).toBe(2);
    expect(config.rdpNum).toBe(1);
  });
});

describe('cores and RAM', () => {
  it('raise RAM to at least the cores', () => {
    const config = setCores(defaultVmConfig(), 8);
    expect(config.ram).toBe(8);
    expect(setCores(setRam(defaultVmConfig(), 32), 8).ram).toBe(32);
  });

  it('lower the cores to RAM when RAM falls below them', () => {
    const config = setRam(setCores(defaultVmConfig(), 16), 4);
    expect(config.cores).toBe(4);
    expect(config.ram).toBe(4);
  });

  it('keep their bounds: vCPU 1 to 128, RAM 1 to 1024', () => {
    expect(setCores(defaultVmConfig(), 500).cores).toBe(128);
    expect(setCores(defaultVmConfig(), 0).cores).toBe(1);
    expect(setRam(defaultVmConfig(), 5000).ram).toBe(1024);
    expect(setRam(defaultVmConfig(), -3).ram).toBe(1);
    expect(setCores(defaultVmConfig(), Number.NaN).cores).toBe(1);
  });

  it('want an even vCPU count above one', () => {
    expect(vcpuProblem(1)).toBeNull();
    expect(vcpuProblem(2)).toBeNull();
    expect(vcpuProblem(3)).toBe('Количество виртуальных процессоров должно быть четным');
  });

  it('know the standard pairs', () => {
    expect(isStandardPair(1, 4)).toBe(true);
    expect(isStandardPair(16, 64)).toBe(true);
    expect(isStandardPair(2, 2)).toBe(false);
    expect(isStandardPair(32, 64)).toBe(false);
  });
});

describe('licences of the machine', () => {
  it('SQL Server follows the cores: 2 below 4, else half rounded up, at most 10', () => {
    expect(sqlLicencesFor(1)).toBe(2);
    expect(sqlLicencesFor(3)).toBe(2);
    expect(sqlLicencesFor(4)).toBe(2);
    expect(sqlLicencesFor(6)).toBe(3);
    expect(sqlLicencesFor(7)).toBe(4);
    expect(sqlLicencesFor(64)).toBe(10);
    expect(setCores(defaultVmConfig(), 12).sqlServerLicense).toBe(6);
  });

  it('keeps SQL Server within 2 to 10 and RDP within 1 to 100', () => {
    expect(setSql(defaultVmConfig(), { count: 11 }).sqlServerLicense).toBe(10);
    expect(setSql(defaultVmConfig(), { count: 1 }).sqlServerLicense).toBe(2);
    expect(setRdp(defaultVmConfig(), { count: 0 }).rdpNum).toBe(1);
    expect(setRdp(defaultVmConfig(), { count: 101 }).rdpNum).toBe(100);
  });

  it('turns RDP off on Linux and refuses it there', () => {
    const windows = setRdp(defaultVmConfig(), { checked: true, count: 5 });
    expect(windows.rdp).toBe(true);
    const linux = setOs(windows, 'linux');
    expect(linux.rdp).toBe(false);
    expect(setRdp(linux, { checked: true }).rdp).toBe(false);
  });

  it('counts one Windows licence per vCPU', () => {
    expect(windowsLicences(setCores(defaultVmConfig(), 6))).toBe(6);
  });
});

describe('the button', () => {
  it("offers 'Создать' for a standard pair on every model but hicpu: Middle CPU 17,85 and High CPU 27,44 (higcpu) alike", () => {
    const standard = setRam(setCores(defaultVmConfig(), 2), 4);
    expect(vmAction(standard)).toEqual({ kind: 'create', problem: null });
    expect(vmAction(setCpuModel(standard, 'higcpu'))).toEqual({ kind: 'create', problem: null });
    expect(vmAction(setCpuModel(standard, 'lowcpu'))).toEqual({ kind: 'create', problem: null });
    expect(vmAction(setCpuModel(standard, 'hicpu'))).toEqual({ kind: 'order', problem: null });
  });

  it("names the spec's models: midcpu Middle, higcpu High, hicpu on request", () => {
    expect(CPU_MODELS).toEqual(expect.arrayContaining(['midcpu', 'higcpu', 'hicpu']));
    expect(CPU_MODEL_LABELS.midcpu).toBe('Middle CPU');
    expect(CPU_MODEL_LABELS.higcpu).toBe('High CPU');
    expect(parseCpuModel('higcpu')).toBe('higcpu');
    expect(parseCpuModel('hicpu')).toBe('hicpu');
  });

  it("offers 'Заказать' otherwise, enabled with even cores and a checked disk", () => {
    const odd = setRam(setCores(defaultVmConfig(), 3), 12);
    expect(vmAction(odd)).toEqual({ kind: 'order', problem: CLOUD_TEXTS.vcpuEven });
    const custom = setRam(setCores(defaultVmConfig(), 6), 12);
    expect(vmAction(custom)).toEqual({ kind: 'order', problem: null });
    const noDisk = setDisk(setDisk(custom, 'hdd', { checked: false }), 'ssd', { checked: false });
    expect(canRequestServer(noDisk)).toBe(false);
    expect(vmAction(noDisk)).toEqual({ kind: 'order', problem: CLOUD_TEXTS.needsDisk });
  });

  it("refuses a standard pair without a disk too: 'Создать' is disabled and says why", () => {
    const noDisk = setDisk(setDisk(defaultVmConfig(), 'hdd', { checked: false }), 'ssd', { checked: false });
    expect(vmAction(noDisk)).toEqual({ kind: 'create', problem: CLOUD_TEXTS.needsDisk });
    expect(serverProblem(noDisk)).toBe(
      'Без диска виртуальную машину нельзя создать: на нем размещается операционная система. Отметьте хотя бы один диск и укажите его объем',
    );
    expect(serverProblem(setDisk(noDisk, 'hssd', { checked: true }))).toBeNull();
  });

  it('keeps disks within 10 to 9999 and IP counts within 1 to 100', () => {
    expect(setDisk(defaultVmConfig(), 'hdd', { value: 5 }).disks[0]?.value).toBe(10);
    expect(setDisk(defaultVmConfig(), 'hdd', { value: 20_000 }).disks[0]?.value).toBe(9999);
    expect(setIp(defaultVmConfig(), 'floatIP', { value: 100 }).floatIP.value).toBe(100);
    expect(setIp(defaultVmConfig(), 'floatIP', { value: 150 }).floatIP.value).toBe(100);
    expect(setIp(defaultVmConfig(), 'floatIP', { value: 0 }).floatIP.value).toBe(1);
  });
});
