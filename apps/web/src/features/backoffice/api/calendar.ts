/** The production calendar in the back office: a year with its working days, and a year's decree entered. */
import { queryOptions } from '@tanstack/react-query';
import type { CalendarYearDays, CalendarYearView } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const calendarKey = (year: number) => ['backoffice', 'calendar', year];

export const calendarYearQuery = (year: number) =>
  queryOptions({ queryKey: calendarKey(year), queryFn: () => api<CalendarYearView>(`/backoffice/calendar/${year}`) });

export const saveCalendarYear = (year: number, days: CalendarYearDays) =>
  api<CalendarYearView>(`/backoffice/calendar/${year}`, { method: 'PUT', body: days });
