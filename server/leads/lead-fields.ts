/**
 * A lead has one shape: the leads table (schema.ts). The store takes and returns the table's own types
 * (store.ts), and this module maps a lead to what the owner gets: the webhook document (which the e-mail is
 * written from, lead-document.ts) and the CLI's view (which the list and the CSV export print,
 * owner-report.ts). Every one of them lists a lead's details from LEAD_DETAILS, so a column added to the
 * table reaches them all, or does not compile until it is named here.
 */
import { getTableColumns } from 'drizzle-orm';
import { leads, type LeadSource } from './schema';
import type { LeadRow, NewLead } from './store';

type LeadColumn = keyof LeadRow;

/** Columns every output places itself: who, from where and when in its heading; the consent and the id last. */
type PlacedColumn = 'id' | 'createdAt' | 'source' | 'page' | 'name' | 'consentText' | 'consentVersion' | 'consentAt';

/** What the visitor told us besides their name: every other column. */
export type LeadDetail = Exclude<LeadColumn, PlacedColumn>;

export interface DetailLabels {
  /** Its label in the CLI's list, the e-mail and the CSV's header. */
  label: string;
  /** The e-mail's label, where it says more. */
  emailLabel?: string;
  /** The CSV's header, where it says more. */
  csvHeader?: string;
  /** Kept on several lines (a message); any other detail is shown on one. */
  multiLine?: true;
  /** Listed first in the e-mail, with the addresses: how the owner should reply. */
  howToReply?: true;
}

/**
 * Each detail's labels, in the order the outputs list them (the document's keys, the CSV's columns, the
 * CLI's lines). Keyed by the table's columns: one missing here does not compile.
 */
export const LEAD_DETAILS: { readonly [Column in LeadDetail]: DetailLabels } = {
  email: { label: 'E-mail', howToReply: true },
  phone: { label: 'Phone', howToReply: true },
  business: { label: 'Business' },
  message: { label: 'Message', multiLine: true },
  bestTime: { label: 'Best time', emailLabel: 'Best time to reach them' },
  preferredContact: { label: 'Prefers', csvHeader: 'Preferred contact', howToReply: true },
};

export const DETAIL_COLUMNS = Object.keys(LEAD_DETAILS) as LeadDetail[];

/** A value as JSON carries it: a time as its ISO text. */
type Plain<Value> = Value extends Date ? string : Value;
type PlainDetails = { [Column in LeadDetail]: Plain<LeadRow[Column]> };

function plain<Value>(value: Value): Plain<Value> {
  return (value instanceof Date ? value.toISOString() : value) as Plain<Value>;
}

/** The details in order; what a new lead leaves out is null. */
function detailsOf(lead: Partial<Pick<LeadRow, LeadDetail>>): PlainDetails {
  return Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, plain(lead[column] ?? null)])) as PlainDetails;
}

/** A stored lead as the owner's CLI gets it (JSON): every column but the consent line, which its version names. */
export type OwnerLead = { [Column in Exclude<LeadColumn, 'consentText'>]: Plain<LeadRow[Column]> };

export function ownerLead(row: LeadRow): OwnerLead {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    page: row.page,
    name: row.name,
    ...detailsOf(row),
    consentVersion: row.consentVersion,
    consentAt: row.consentAt.toISOString(),
  };
}

const COLUMNS = getTableColumns(leads);

/** A column's key in the webhook document: its name in the database (best_time). */
type DocumentKey<Column extends LeadColumn> = (typeof leads)[Column]['_']['name'];
const documentKey = <Column extends LeadColumn>(column: Column) => COLUMNS[column].name as DocumentKey<Column>;

type DocumentDetails = { [Column in LeadDetail as DocumentKey<Column>]: Plain<LeadRow[Column]> };

/** The webhook's JSON for a lead, frozen in the outbox when the lead is taken; the e-mail is written from it. */
export type LeadDocument = { type: 'lead'; id: string; created_at: string; source: LeadSource; page: string; name: string } & DocumentDetails & {
  consent: { text: string; version: string; given_at: string };
};

export function leadDocument(lead: NewLead): LeadDocument {
  const details = detailsOf(lead);
  return {
    type: 'lead',
    id: lead.id,
    created_at: lead.consentAt.toISOString(),
    source: lead.source,
    page: lead.page,
    name: lead.name,
    ...(Object.fromEntries(DETAIL_COLUMNS.map((column) => [documentKey(column), details[column]])) as DocumentDetails),
    consent: { text: lead.consentText, version: lead.consentVersion, given_at: lead.consentAt.toISOString() },
  };
}

/** A detail of a document; undefined in one frozen before its column was added. */
export function documentDetail(document: LeadDocument, column: LeadDetail): PlainDetails[LeadDetail] | undefined {
  return (document as unknown as Record<string, PlainDetails[LeadDetail] | undefined>)[documentKey(column)];
}
