/** The participation certificate's data on the partner row: read by the partner, checked by anyone, set by operators. */
import { certificateNumberFor, endOfYear, type Certificate } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A date column read as its yyyy-MM-dd text: a JavaScript Date would shift it by the server's time zone. */
const endDate = sql<string | null>`to_char(p.certificate_end_date, 'YYYY-MM-DD')`;

export async function findCertificate(db: Db, partnerId: string): Promise<Certificate | undefined> {
  return db
    .selectFrom('partners as p')
    .select([
      'p.certificate_number as certificateNumber',
      endDate.as('certificateEndDate'),
      'p.public_name as publicName',
      'p.public_city as publicCity',
    ])
    .where('p.id', '=', partnerId)
    .executeTakeFirst();
}

export type CertificateHolder = Certificate & {
  certificateNumber: string;
  participationStatus: string | null;
  blocked: boolean;
};

/** Any partner's certificate by its number, with what decides whether it is valid now. */
export async function findCertificateByNumber(db: Db, certificateNumber: string): Promise<CertificateHolder | undefined> {
  const row = await db
    .selectFrom('partners as p')
    .select([
      'p.certificate_number as certificateNumber',
      endDate.as('certificateEndDate'),
      'p.public_name as publicName',
      'p.public_city as publicCity',
      'p.participation_status as participationStatus',
      'p.lock_status as lockStatus',
    ])
    .where('p.certificate_number', '=', certificateNumber)
    .executeTakeFirst();
  if (!row?.certificateNumber) return undefined;
  const { lockStatus, certificateNumber: number, ...rest } = row;
  // lock_status ACTIVE is a distributor's block (document 2 §4 maps it to BLOCKED).
  return { ...rest, certificateNumber: number, blocked: lockStatus === 'ACTIVE' };
}

/** Gives the next number, valid to the end of the year, to a partner that has none (at approval). */
export async function giveCertificateIfNone(db: Db, partnerId: string, now: Date): Promise<void> {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(now));
  const { sequence } = await sql<{ sequence: string }>`select nextval('certificate_number_seq')::text as sequence`
    .execute(db)
    .then((r) => r.rows[0] ?? { sequence: '0' });
  await db
    .updateTable('partners')
    .set({ certificate_number: certificateNumberFor(year, Number(sequence)), certificate_end_date: endOfYear(year) })
    .where('id', '=', partnerId)
    .where('certificate_number', 'is', null)
    .execute();
}

/** The operator's number and end date; false when the partner does not exist. Throws on a number another partner holds. */
export async function setCertificate(db: Db, partnerId: string, certificateNumber: string, certificateEndDate: string): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ certificate_number: certificateNumber, certificate_end_date: certificateEndDate, updated_at: new Date() })
    .where('id', '=', partnerId)
    .where('kind', '=', 'partner')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
