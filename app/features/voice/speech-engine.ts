/**
 * The module that drives the browser's speech APIs: SpeechRecognition (the visitor's
 * words as text) and speechSynthesis (Vale's replies read aloud). Each returns null where
 * the browser lacks the API, so the conversation can offer the chat instead.
 */
import type { PageNames } from '~/lib/linkify';
import { splitForSpeech, toSpeech } from './speech-text';
import { canSpeak, recognitionConstructor, type Recognition } from './speech-support';

export interface ListenerEvents {
  /** The microphone is on and words are being heard. */
  onStart(): void;
  onHeard(text: string, final: boolean): void;
  /** A SpeechRecognition error code ("not-allowed", "no-speech", …). */
  onError(code: string): void;
  /** The recognition session stopped (browsers end long sessions by themselves). */
  onEnd(): void;
}

export interface Listener {
  start(): void;
  stop(): void;
}

function spokenLanguage(): string {
  return document.documentElement.lang || navigator.language || 'en-US';
}

export function createListener(events: ListenerEvents): Listener | null {
  const Constructor = recognitionConstructor();
  if (!Constructor) return null;
  let recognition: Recognition | null = null;

  return {
    start() {
      if (recognition) return;
      const session = new Constructor();
      session.lang = spokenLanguage();
      session.continuous = true;
      session.interimResults = true;
      session.maxAlternatives = 1;
      session.onstart = () => events.onStart();
      session.onresult = (event) => {
        let interim = '';
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          const transcript = result[0]?.transcript ?? '';
          if (result.isFinal) events.onHeard(transcript, true);
          else interim += transcript;
        }
        if (interim.trim()) events.onHeard(interim, false);
      };
      session.onerror = (event) => events.onError(event.error);
      session.onend = () => {
        if (recognition !== session) return;
        recognition = null;
        events.onEnd();
      };
      recognition = session;
      try {
        session.start();
      } catch {
        // Already started in this page by another session: report it like the browser would.
        recognition = null;
        events.onError('aborted');
        events.onEnd();
      }
    },
    stop() {
      const session = recognition;
      recognition = null;
      if (!session) return;
      session.onresult = null;
      session.onerror = null;
      session.onend = null;
      session.abort();
    },
  };
}

export interface Speaker {
  /** Reads the reply aloud, rewritten for the ear; onDone runs once it has finished or failed. */
  speak(text: string, onDone: () => void): void;
  /** Stops at once; the interrupted reply's onDone never runs. */
  cancel(): void;
}

function pickVoice(language: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const base = language.split('-')[0].toLowerCase();
  const matching = voices.filter((voice) => voice.lang.toLowerCase().startsWith(base));
  return matching.find((voice) => voice.lang.toLowerCase() === language.toLowerCase() && voice.localService) ?? matching.find((voice) => voice.localService) ?? matching[0];
}

export function createSpeaker(pageNames: PageNames): Speaker | null {
  if (!canSpeak()) return null;
  const synthesis = window.speechSynthesis;
  let generation = 0;

  return {
    speak(text, onDone) {
      generation += 1;
      const mine = generation;
      synthesis.cancel();
      // Short utterances, one after another: some browsers stop a long one halfway.
      const chunks = splitForSpeech(toSpeech(text, pageNames));
      if (chunks.length === 0) {
        onDone();
        return;
      }
      const language = spokenLanguage();
      const voice = pickVoice(language);
      chunks.forEach((chunk, index) => {
        const utterance = new SpeechSynthesisUtterance(chunk);
        utterance.lang = language;
        if (voice) utterance.voice = voice;
        if (index === chunks.length - 1) {
          const finish = () => {
            if (mine === generation) onDone();
          };
          utterance.onend = finish;
          utterance.onerror = finish;
        }
        synthesis.speak(utterance);
      });
    },
    cancel() {
      generation += 1;
      synthesis.cancel();
    },
  };
}
