/**
 * How the owner's CLI prints what the store answered: short plain-text blocks, and the leads as CSV. Visitor
 * text is shown by the owner's rule (owner-text.ts): one-line fields on one line, multi-line fields with
 * each continuation line indented under their label, controls and invisible characters as "[U+202E]".
 */
import { toCsv, type CsvColumn } from './csv';
import { DETAIL_COLUMNS, LEAD_DETAILS, type OwnerLead } from './lead-fields';
import type { OwnerDelivery, OwnerPrivacyRequest, OwnerQuestion, OwnerResult } from './owner-commands';
import { indentedLines, oneLine } from './owner-text';
import { PRIVACY_RESPONSE_DAYS } from '../../app/content/legal/figures';

export const LEAD_CSV_COLUMNS: readonly CsvColumn<OwnerLead>[] = [
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Page', value: (lead) => lead.page },
  { header: 'Name', value: (lead) => lead.name },
  ...DETAIL_COLUMNS.map((column): CsvColumn<OwnerLead> => {
    const { label, csvHeader = label, multiLine } = LEAD_DETAILS[column];
    return { header: csvHeader, value: (lead) => lead[column], multiLine };
  }),
  { header: 'Consent version', value: (lead) => lead.consentVersion },
  { header: 'Consent given', value: (lead) => lead.consentAt },
  { header: 'Id', value: (lead) => lead.id },
];

export function leadsCsv(leads: readonly OwnerLead[]): string {
  return toCsv(leads, LEAD_CSV_COLUMNS);
}

/** "2026-11-23 14:05 UTC" */
function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '';
}

const safe = (text: string | null) => oneLine(text ?? '');

/** A label and its value; a value of several lines (a message) is marked 'lines'. */
type Field = [label: string, value: string | number | boolean | null | undefined, shape?: 'lines'];

const FIELD_INDENT = '  ';
const CONTINUATION_INDENT = '    ';

function block(title: string, fields: Field[]): string {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const line = ([label, value, shape]: Field) => `${FIELD_INDENT}${label}: ${shape === 'lines' ? indentedLines(String(value), CONTINUATION_INDENT) : oneLine(String(value))}`;
  return [title, ...shown.map(line)].join('\n');
}

function leadBlock(lead: OwnerLead): string {
  return block(`${when(lead.createdAt)}  ${safe(lead.name)}  (from ${safe(lead.source)}, ${safe(lead.page)})`, [
    ...DETAIL_COLUMNS.map((column): Field => [LEAD_DETAILS[column].label, lead[column], LEAD_DETAILS[column].multiLine && 'lines']),
    ['Consent', `version ${lead.consentVersion}, ${when(lead.consentAt)}`],
    ['Id', lead.id],
  ]);
}

function deliveryBlock(delivery: OwnerDelivery): string {
  return block(`#${delivery.id}  ${safe(delivery.target)}  ${delivery.status.toUpperCase()}  ${safe(delivery.subject)}`, [
    ['Attempts', delivery.attempts],
    ['Last attempt', when(delivery.lastAttemptAt)],
    ['Delivered', when(delivery.deliveredAt)],
    ['Next attempt', when(delivery.nextAttemptAt)],
    ['Last error', delivery.lastError],
  ]);
}

function questionLine(question: OwnerQuestion): string {
  const asked = `${when(question.askedAt)}  ${safe(question.question).replace(/\s+/g, ' ')}`;
  // The answer the visitor confirmed is the key of its other ways of asking (server/chat/vale/asked-ways/).
  return question.meant ? `${asked}\n    the visitor meant: ${safe(question.meant)}` : asked;
}

function privacyBlock(request: OwnerPrivacyRequest): string {
  return block(`Due ${request.extendedDueOn ?? request.dueOn}  ${safe(request.requestType)}  ${safe(request.name)} <${safe(request.email)}>`, [
    ['Received', when(request.createdAt)],
    ['Details', request.details, 'lines'],
    ['Extended', request.extendedDueOn ? `from ${request.dueOn}` : null],
    ['Id', request.id],
  ]);
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatOwnerResult(result: OwnerResult): string {
  switch (result.command) {
    case 'list':
      return result.leads.length === 0 ? 'No leads yet.' : [counted(result.leads.length, 'lead, newest first:', 'leads, newest first:'), ...result.leads.map(leadBlock)].join('\n\n');
    case 'deliveries': {
      if (result.deliveries.length === 0) return 'No deliveries. (With no target configured, leads are stored and not sent.)';
      const byStatus = new Map<string, number>();
      for (const delivery of result.deliveries) byStatus.set(delivery.status, (byStatus.get(delivery.status) ?? 0) + 1);
      const totals = [...byStatus].map(([status, count]) => `${count} ${status}`).join(', ');
      return [`${counted(result.deliveries.length, 'delivery', 'deliveries')}: ${totals}.`, ...result.deliveries.map(deliveryBlock)].join('\n\n');
    }
    case 'retry':
      return result.requeued === 0
        ? 'Nothing to retry: no delivery has failed or run out of attempts.'
        : `${counted(result.requeued, 'delivery', 'deliveries')} queued again; they are sent at once while the server runs, or when it next starts.`;
    case 'questions':
      return result.questions.length === 0
        ? 'Vale has answered every question asked in this period.'
        : [counted(result.questions.length, 'question Vale could not answer, newest first:', 'questions Vale could not answer, newest first:'), ...result.questions.map(questionLine)].join('\n');
    case 'privacy':
      return result.requests.length === 0
        ? 'No privacy requests.'
        : [counted(result.requests.length, 'privacy request, soonest due first:', 'privacy requests, soonest due first:'), ...result.requests.map(privacyBlock)].join('\n\n');
    case 'extend':
      return result.request
        ? `Extended: now due ${result.request.extendedDueOn} (was ${result.request.dueOn}). Tell the requester why, within the first ${PRIVACY_RESPONSE_DAYS} days.`
        : 'No privacy request has that id.';
  }
}
