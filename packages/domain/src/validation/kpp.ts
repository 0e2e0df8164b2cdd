/** Tax registration code (КПП): four digits, two letters or digits, three digits. */
import { z } from 'zod';

export const KPP_FORMAT_MESSAGE = 'Неверный формат КПП!';
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;

export const kppSchema = z.string().trim().toUpperCase().regex(KPP_PATTERN, KPP_FORMAT_MESSAGE);
