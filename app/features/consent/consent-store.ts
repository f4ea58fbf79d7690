/**
 * The device's consent store for third-party embeds: choices kept in localStorage (or, where storage is
 * blocked, in memory for this visit), the browser's Global Privacy Control signal, and subscriptions so a
 * change on /cookie-preferences (or in another tab) applies everywhere at once.
 */
import { useSyncExternalStore } from 'react';
import { siteConfig } from '~/site.config';
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoices,
  type ConsentContext,
  type EmbedCategory,
  isAllowed,
  parseChoices,
  serializeChoices,
} from './consent';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedChoices: ConsentChoices = {};
/** Choices made while storage refuses writes: they hold until the page is left. */
let unsavedChoices: ConsentChoices | null = null;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's choices; the same object until they change (a stable snapshot for React). */
export function readChoices(): ConsentChoices {
  if (unsavedChoices) return unsavedChoices;
  const raw = readStored();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedChoices = parseChoices(raw);
  }
  return cachedChoices;
}

/** The browser asks sites not to sell or share the visitor's data (Global Privacy Control). */
export function hasGlobalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function consentContext(): ConsentContext {
  return { model: siteConfig.consentModel, choices: readChoices(), gpc: hasGlobalPrivacyControl() };
}

function notify() {
  for (const listener of listeners) listener();
}

/** Saves one category's switch at once. Returns false when the device refused to keep it (it still applies to this visit). */
export function saveChoice(category: EmbedCategory, allowed: boolean): boolean {
  const next = { ...readChoices(), [category]: allowed };
  let kept = true;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeChoices(next, new Date()));
    unsavedChoices = null;
  } catch {
    unsavedChoices = next;
    kept = false;
  }
  notify();
  return kept;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** May an embed of this category load? False in the prerendered HTML: nothing third-party loads before the page knows. */
export function useEmbedConsent(category: EmbedCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAllowed(category, consentContext()),
    () => false,
  );
}

const serverContext: ConsentContext = { model: siteConfig.consentModel, choices: {}, gpc: false };
let lastContext: ConsentContext = serverContext;

/** The whole context, for the preferences page (a stable object until something changes). */
export function useConsentContext(): ConsentContext {
  return useSyncExternalStore(
    subscribe,
    () => {
      const next = consentContext();
      if (next.choices !== lastContext.choices || next.gpc !== lastContext.gpc || next.model !== lastContext.model) lastContext = next;
      return lastContext;
    },
    () => serverContext,
  );
}
