// What the search pages keep in the URL (text, filters, page), validated with valibot: a hand-edited or
// outdated link falls back to "no filter" / page 1 for the bad part instead of failing, so shared links and
// back/forward always work.
import * as v from 'valibot';
import { GOVERNORATE_NAMES, SECTORS, type Governorate, type Sector } from './governorates';
import { RECORD_ID_PATTERN } from './record-id';

const textSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  v.minLength(1),
  v.maxLength(100),
);
const pageSchema = v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(10_000));
const recordIdSchema = v.pipe(v.string(), v.regex(RECORD_ID_PATTERN));
const sectorSchema = v.picklist(SECTORS);
const governorateSchema = v.picklist(GOVERNORATE_NAMES);

export interface InstitutionSearchParams {
  q?: string;
  sector?: Sector;
  governorate?: Governorate;
  /** Absent on page 1. */
  page?: number;
}

export interface InstructorSearchParams {
  q?: string;
  institution?: string;
  page?: number;
}

export type ProgramSearchParams = InstructorSearchParams;

/** The valid value, or undefined (the parameter is then left out). */
function valid<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

function compact<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T;
}

export function parseInstitutionSearch(raw: Record<string, unknown>): InstitutionSearchParams {
  return compact({
    q: valid(textSchema, raw.q),
    sector: valid(sectorSchema, raw.sector),
    governorate: valid(governorateSchema, raw.governorate),
    page: valid(pageSchema, raw.page),
  });
}

export function parseInstructorSearch(raw: Record<string, unknown>): InstructorSearchParams {
  return compact({ q: valid(textSchema, raw.q), institution: valid(recordIdSchema, raw.institution), page: valid(pageSchema, raw.page) });
}

export const parseProgramSearch: (raw: Record<string, unknown>) => ProgramSearchParams = parseInstructorSearch;

export const SEARCH_PAGE_SIZE = 20;
export const RATINGS_PAGE_SIZE = 5;
