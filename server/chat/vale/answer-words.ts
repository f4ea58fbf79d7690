/**
 * Which answer a question's words point to, learned from every known question: a naive Bayes model over
 * their words and word pairs, one class per answer and one for the questions the site has no answer to.
 * The closeness of the nearest known question (./phrasings.ts) hears one question; this hears all the
 * questions an answer was asked with, so the words they share ("reminders", "refund") count for it, and
 * words any question might have ("how", "your") count for none.
 */

/** A known question's terms (word and word-pair counts) and the answers that state what it asked. */
export interface TermsAnswered {
  terms: ReadonlyMap<string, number>;
  answers: readonly string[];
}

/** The class of the questions nothing on the site answers. */
const NO_ANSWER = '';

/**
 * Added to every count: small, because a class's own words are few and the model should trust them.
 * Chosen on validation questions among 0.003–0.5, where the best answer's words pointed right most often.
 */
const SMOOTHING = 0.02;

/** The least log-probability reported: below it an answer is as unlikely as any other. */
export const LEAST_LOG_PROBABILITY = -30;

export interface AnswerLikelihood {
  /** An answer's log-probability given the question's words, at least LEAST_LOG_PROBABILITY. */
  logProbability(answer: string): number;
  /** The probability that nothing on the site answers it. */
  unanswered: number;
}

export class AnswerWordModel {
  /** Each class's place in the per-class lists. */
  private readonly placeOf = new Map<string, number>();
  /** For each term, how often each class's questions have it, by the class's place. */
  private readonly counts = new Map<string, Map<number, number>>();
  /** log(a class's term count + SMOOTHING × the vocabulary's size): each term's probability shares it. */
  private readonly logTotals: number[];

  constructor(questions: readonly TermsAnswered[]) {
    const totals: number[] = [];
    for (const { terms, answers } of questions) {
      for (const answer of answers.length > 0 ? answers : [NO_ANSWER]) {
        let place = this.placeOf.get(answer);
        if (place === undefined) {
          place = totals.push(0) - 1;
          this.placeOf.set(answer, place);
        }
        for (const [term, count] of terms) {
          let byClass = this.counts.get(term);
          if (!byClass) this.counts.set(term, (byClass = new Map()));
          byClass.set(place, (byClass.get(place) ?? 0) + count);
          totals[place] += count;
        }
      }
    }
    this.logTotals = totals.map((total) => Math.log(total + SMOOTHING * this.counts.size));
  }

  likelihood(terms: ReadonlyMap<string, number>): AnswerLikelihood {
    if (this.placeOf.size === 0) return { logProbability: () => LEAST_LOG_PROBABILITY, unanswered: 0 };
    const logSmoothing = Math.log(SMOOTHING);
    let known = 0;
    for (const [term, count] of terms) if (this.counts.has(term)) known += count;
    const scores = this.logTotals.map((logTotal) => known * (logSmoothing - logTotal));
    for (const [term, count] of terms) {
      for (const [place, seen] of this.counts.get(term) ?? []) scores[place] += count * (Math.log(seen + SMOOTHING) - logSmoothing);
    }
    const top = Math.max(...scores);
    const logSum = top + Math.log(scores.reduce((sum, score) => sum + Math.exp(score - top), 0));
    // Read for the few candidate answers only, not every class.
    const logProbability = (answer: string) => {
      const place = this.placeOf.get(answer);
      return place === undefined ? LEAST_LOG_PROBABILITY : Math.max(scores[place] - logSum, LEAST_LOG_PROBABILITY);
    };
    return { logProbability, unanswered: this.placeOf.has(NO_ANSWER) ? Math.exp(logProbability(NO_ANSWER)) : 0 };
  }
}
