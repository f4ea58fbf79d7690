/**
 * Figures the legal pages repeat (SPEC §9). Kept apart from index.ts so each document can import them
 * without importing itself back through the index.
 */

/** Date printed on the four legal pages (SPEC §2, §9). */
export const LEGAL_LAST_UPDATED = 'September 1, 2025';

/** Date printed on the accessibility statement. */
export const ACCESSIBILITY_LAST_UPDATED = 'December 2024';
export const ACCESSIBILITY_RESPONSE_HOURS = 48;

/** Privacy rights requests: answered within this many days, extendable once by as many more. */
/** A privacy request's receipt is confirmed within this many business days. */
export const PRIVACY_CONFIRM_BUSINESS_DAYS = 10;
export const PRIVACY_RESPONSE_DAYS = 45;
export const PRIVACY_EXTENSION_DAYS = 45;

/** An appeal of a declined privacy request is answered within this many days. */
export const PRIVACY_APPEAL_DAYS = 60;

/** Consent, opt-out and do-not-call records are kept at least this many years; invoices and tax records up to this many. */
export const COMPLIANCE_RECORD_YEARS = 4;
export const TAX_RECORD_YEARS = 7;

/** A charge a customer believes is wrong is to be raised within this many days of its invoice. */
export const BILLING_DISPUTE_DAYS = 60;

/** CRM records (and the requests sent by form or chat) are kept for the engagement plus about this many months. */
export const CRM_RETENTION_MONTHS = 24;

/** Questions the chat could not answer are kept this many days (the server deletes them after it). */
export const UNANSWERED_QUESTION_RETENTION_DAYS = 30;

/** A chat, and the details a visitor is giving in it, lasts at most this many hours (the server's session limit). */
export const CHAT_SESSION_HOURS = 4;

/** When marketing calls and texts may be placed, in the recipient's local time. */
export const QUIET_HOURS = '9am-9pm Monday-Saturday and 12pm-9pm Sunday';
