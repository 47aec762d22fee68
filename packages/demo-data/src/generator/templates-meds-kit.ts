import type { Localized } from '@vetshop/db';
import type { FormCode } from './forms';
import type { IndicationCode, SpeciesCode } from './vocabulary';

export interface MedLine {
  form: FormCode;
  strengths: string[];
  /** Possible target-species sets; one is drawn per product. */
  species: SpeciesCode[][];
  /** Leaf category code. */
  category: string;
  /** Veterinary gross price range (cents) of the smallest pack. */
  price: [number, number];
}

export interface MedTemplate {
  /** International non-proprietary name(s), per locale. */
  inn: Localized;
  /** Beginnings of the invented product names. */
  stems: string[];
  indication: IndicationCode;
  amcra?: 'yellow' | 'orange' | 'red';
  narcotic?: boolean;
  psychotropic?: boolean;
  lines: MedLine[];
}

export const PETS: SpeciesCode[][] = [['dog', 'cat'], ['dog'], ['cat']];
export const DOGS: SpeciesCode[][] = [['dog']];
export const FARM: SpeciesCode[][] = [
  ['cattle', 'pig', 'sheep'],
  ['cattle'],
  ['cattle', 'sheep', 'goat'],
  ['pig'],
];
export const MIXED: SpeciesCode[][] = [
  ['dog', 'cat', 'horse'],
  ['dog', 'cat'],
  ['cattle', 'horse', 'dog', 'cat'],
];

/** Invented product names are built from these endings after a stem ("Amoxi" + "vantis"). */
export const NAME_ENDINGS = [
  'vantis',
  'zen',
  'vet',
  'dal',
  'orix',
  'lan',
  'nova',
  'cure',
  'tab',
  'sol',
  'pharm',
  'on',
];
