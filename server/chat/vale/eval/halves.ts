/**
 * The three parts of Vale's evaluation: a development half that the confidence model is trained on; a
 * validation set, never trained on, that its cut-off is chosen on and that tells which of two trained
 * agents answers new questions better; and a test half that nothing is tuned or chosen on. Every case is written apart
 * from the agent, by someone reading only the site's content.
 */
import { devCases } from './cases-dev';
import { devCases2 } from './cases-dev-2';
import { devCases3 } from './cases-dev-3';
import { devCases4 } from './cases-dev-4';
import { devCases5 } from './cases-dev-5';
import { devCases6 } from './cases-dev-6';
import { devCases7 } from './cases-dev-7';
import { devCases8 } from './cases-dev-8';
import { devCases9 } from './cases-dev-9';
import { devCases10 } from './cases-dev-10';
import { devCases11 } from './cases-dev-11';
import { devCases12 } from './cases-dev-12';
import { devCases13 } from './cases-dev-13';
import { devCases14 } from './cases-dev-14';
import { devCases15 } from './cases-dev-15';
import { devCases16 } from './cases-dev-16';
import { devCases17 } from './cases-dev-17';
import { devCases18 } from './cases-dev-18';
import { devCases19 } from './cases-dev-19';
import { devCases20 } from './cases-dev-20';
import { devCases21 } from './cases-dev-21';
import { validationCases1 } from './cases-validation-1';
import { validationCases2 } from './cases-validation-2';
import { validationCases3 } from './cases-validation-3';
import { validationCases4 } from './cases-validation-4';
import { validationCases5 } from './cases-validation-5';
import { validationCases6 } from './cases-validation-6';
import { validationCases7 } from './cases-validation-7';
import { validationCases8 } from './cases-validation-8';
import { validationCases9 } from './cases-validation-9';
import { validationCases10 } from './cases-validation-10';
import { testCases } from './cases-test';
import { testCases2 } from './cases-test-2';
import type { VisitorCase } from './visitor-case';

export const developmentCases: readonly VisitorCase[] = [
  ...devCases,
  ...devCases2,
  ...devCases3,
  ...devCases4,
  ...devCases5,
  ...devCases6,
  ...devCases7,
  ...devCases8,
  ...devCases9,
  ...devCases10,
  ...devCases11,
  ...devCases12,
  ...devCases13,
  ...devCases14,
  ...devCases15,
  ...devCases16,
  ...devCases17,
  ...devCases18,
  ...devCases19,
  ...devCases20,
  ...devCases21,
];
export const validationCases: readonly VisitorCase[] = [
  ...validationCases1,
  ...validationCases2,
  ...validationCases3,
  ...validationCases4,
  ...validationCases5,
  ...validationCases6,
  // Written as development cases; measured before any training on them and kept for choosing, as training on them did not pay (decision 0013, 2026-12-02).
  ...validationCases7,
  ...validationCases8,
  ...validationCases9,
  ...validationCases10,
];
export const testHalf: readonly VisitorCase[] = [...testCases, ...testCases2];
