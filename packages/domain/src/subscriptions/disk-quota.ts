/**
 * An application's disk quota (document 1 §9, document 3 "Default disk"): the default its kit includes — 5 GB for an
 * application, 10 GB for a client-server kit, 30 GB for the ERP configuration — plus the extra 10 GB units of its
 * disk option. The client card's edit dialog shows and takes the quota in GB; the change is in units.
 */
export const DISK_UNIT_GB = 10;
export const DEFAULT_DISK_GB = { application: 5, clientServer: 10, erp: 30 } as const;
/** The ERP configuration's service resource code (the one configuration with 30 GB). */
export const ERP_RESOURCE_CODE = 'erp';
/** Client-server kits' resource codes end so (document 3: 1c-ecw-app-clserver). */
const CLIENT_SERVER_KIT_SUFFIX = 'clserver';

export const DISK_QUOTA_MESSAGES = {
  steps: (includedGb: number) => `Объем диска: ${includedGb} ГБ по умолчанию и дополнительно по ${DISK_UNIT_GB} ГБ`,
} as const;

/** The disk an application's kit includes, GB. */
export function includedDiskGb(kit: { serviceResourceCode: string | null; kitResourceCode: string | null }): number {
  if (kit.serviceResourceCode === ERP_RESOURCE_CODE) return DEFAULT_DISK_GB.erp;
  if (kit.kitResourceCode?.endsWith(CLIENT_SERVER_KIT_SUFFIX)) return DEFAULT_DISK_GB.clientServer;
  return DEFAULT_DISK_GB.application;
}

/** The quota the client has: the default plus the extra units. */
export const diskQuotaGb = (includedGb: number, units: number): number => includedGb + units * DISK_UNIT_GB;

/** The extra units a quota asks for, or null when it is not the default plus whole 10 GB steps. */
export function diskUnitsOf(includedGb: number, quotaGb: number): number | null {
  const extra = quotaGb - includedGb;
  return Number.isInteger(quotaGb) && extra >= 0 && extra % DISK_UNIT_GB === 0 ? extra / DISK_UNIT_GB : null;
}
