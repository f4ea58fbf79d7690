/**
 * Consent for third-party embeds: which categories may load on this device. Pure rules and the stored
 * form; the browser side (storage, Global Privacy Control, subscribers) is in consent-store.ts.
 */
import { EMBED_CATEGORIES, type EmbedCategory } from '~/lib/embed-category';
import { parseJsonObject } from '~/lib/json';

export { EMBED_CATEGORIES, type EmbedCategory };

/**
 * opt-out: embeds load (lazily) unless the visitor turned their category off.
 * opt-in: nothing third-party loads until the visitor turns its category on.
 */
export type ConsentModel = 'opt-out' | 'opt-in';

/** The visitor's own switches; a category without one follows the model. */
export type ConsentChoices = Partial<Record<EmbedCategory, boolean>>;

export interface ConsentContext {
  model: ConsentModel;
  choices: ConsentChoices;
  /** The browser sends Global Privacy Control (navigator.globalPrivacyControl). */
  gpc: boolean;
}

/** Where the choices are kept on the device. */
export const CONSENT_STORAGE_KEY = 'embed-consent';
const STORED_VERSION = 1;

export function isEmbedCategory(value: unknown): value is EmbedCategory {
  return typeof value === 'string' && (EMBED_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Whether an embed of `category` may load. The visitor's explicit switch decides; without one, Global
 * Privacy Control counts as "off" in both models, and otherwise the site's model decides.
 */
export function isAllowed(category: EmbedCategory, { model, choices, gpc }: ConsentContext): boolean {
  const choice = choices[category];
  if (typeof choice === 'boolean') return choice;
  if (gpc) return false;
  return model === 'opt-out';
}

/** What a category's switch shows: its effective state, and why when the visitor has not chosen. */
export function switchState(category: EmbedCategory, context: ConsentContext): { on: boolean; source: 'choice' | 'gpc' | 'default' } {
  const choice = context.choices[category];
  if (typeof choice === 'boolean') return { on: choice, source: 'choice' };
  return { on: isAllowed(category, context), source: context.gpc ? 'gpc' : 'default' };
}

/** The stored text for a set of choices. */
export function serializeChoices(choices: ConsentChoices, savedAt: Date): string {
  return JSON.stringify({ version: STORED_VERSION, savedAt: savedAt.toISOString(), choices });
}

/** Choices read back from storage; anything unreadable, unknown or of another version counts as no choice. */
export function parseChoices(raw: string | null | undefined): ConsentChoices {
  const stored = parseJsonObject(raw);
  return stored?.version === STORED_VERSION ? parseJsonChoices(stored.choices) : {};
}

function parseJsonChoices(choices: unknown): ConsentChoices {
  const result: ConsentChoices = {};
  if (!choices || typeof choices !== 'object') return result;
  for (const [key, value] of Object.entries(choices)) {
    if (isEmbedCategory(key) && typeof value === 'boolean') result[key] = value;
  }
  return result;
}
