import type { Localized } from '@vetshop/db';
import { loc } from '../text';
import type { AdministrationRoute, Presentation } from './vocabulary';

export type FormCode =
  | 'tablet'
  | 'chewable'
  | 'capsule'
  | 'oral_suspension'
  | 'injectable'
  | 'pipette'
  | 'ointment'
  | 'eye_drops'
  | 'ear_drops'
  | 'intramammary'
  | 'oral_paste'
  | 'powder'
  | 'cutaneous';

export interface FormSpec {
  /** As written after the strength in a product name: "comprimés" / "tabletten" / "tablets". */
  label: Localized;
  presentation: Presentation | null;
  route: AdministrationRoute;
  /** The pack sizes a product of this form can come in (units, ml or g). */
  packs: number[];
  packLabel: (n: number) => Localized;
}

const count = (fr: string, nl: string, en: string) => (n: number) =>
  loc(`${n} ${fr}`, `${n} ${nl}`, `${n} ${en}`);
const bottle =
  (unit: string, frWord = 'Flacon', nlWord = 'Flacon', enWord = 'bottle') =>
  (n: number) =>
    loc(`${frWord} de ${n} ${unit}`, `${nlWord} van ${n} ${unit}`, `${n} ${unit} ${enWord}`);

export const FORMS: Record<FormCode, FormSpec> = {
  tablet: {
    label: loc('comprimés', 'tabletten', 'tablets'),
    presentation: 'tablet',
    route: 'oral',
    packs: [10, 20, 50, 100, 250],
    packLabel: count('comprimés', 'tabletten', 'tablets'),
  },
  chewable: {
    label: loc('comprimés à croquer', 'kauwtabletten', 'chewable tablets'),
    presentation: 'tablet',
    route: 'oral',
    packs: [10, 30, 60, 100],
    packLabel: count('comprimés à croquer', 'kauwtabletten', 'chewable tablets'),
  },
  capsule: {
    label: loc('gélules', 'capsules', 'capsules'),
    presentation: 'capsule',
    route: 'oral',
    packs: [30, 60, 100],
    packLabel: count('gélules', 'capsules', 'capsules'),
  },
  oral_suspension: {
    label: loc('suspension buvable', 'orale suspensie', 'oral suspension'),
    presentation: 'oral_suspension',
    route: 'oral',
    packs: [10, 32, 100, 180],
    packLabel: bottle('ml'),
  },
  injectable: {
    label: loc('solution injectable', 'oplossing voor injectie', 'solution for injection'),
    presentation: 'injectable_solution',
    route: 'injectable',
    packs: [10, 20, 50, 100, 250],
    packLabel: bottle('ml', 'Flacon', 'Injectieflacon', 'vial'),
  },
  pipette: {
    label: loc('pipettes', 'pipetten', 'spot-on pipettes'),
    presentation: 'pipette',
    route: 'spot_on',
    packs: [1, 3, 6, 12],
    packLabel: count('pipettes', 'pipetten', 'pipettes'),
  },
  ointment: {
    label: loc('pommade', 'zalf', 'ointment'),
    presentation: 'ointment',
    route: 'topical',
    packs: [20, 50, 100],
    packLabel: (n) => loc(`Tube de ${n} g`, `Tube van ${n} g`, `${n} g tube`),
  },
  eye_drops: {
    label: loc('collyre', 'oogdruppels', 'eye drops'),
    presentation: 'drops',
    route: 'ophthalmic',
    packs: [5, 10],
    packLabel: bottle('ml'),
  },
  ear_drops: {
    label: loc('gouttes auriculaires', 'oordruppels', 'ear drops'),
    presentation: 'drops',
    route: 'auricular',
    packs: [15, 30, 60],
    packLabel: bottle('ml'),
  },
  intramammary: {
    label: loc('suspension intramammaire', 'intramammaire suspensie', 'intramammary suspension'),
    presentation: null,
    route: 'intramammary',
    packs: [4, 12, 20, 24],
    packLabel: count('injecteurs', 'injectoren', 'intramammary syringes'),
  },
  oral_paste: {
    label: loc('pâte orale', 'orale pasta', 'oral paste'),
    presentation: null,
    route: 'oral',
    packs: [1, 6, 12],
    packLabel: (n) =>
      n === 1
        ? loc('1 seringue orale', '1 orale spuit', '1 oral syringe')
        : loc(`${n} seringues orales`, `${n} orale spuiten`, `${n} oral syringes`),
  },
  powder: {
    label: loc('poudre orale', 'oraal poeder', 'oral powder'),
    presentation: 'powder',
    route: 'oral',
    packs: [100, 500, 1000],
    packLabel: (n) =>
      n >= 1000
        ? loc(`Pot de ${n / 1000} kg`, `Pot van ${n / 1000} kg`, `${n / 1000} kg tub`)
        : loc(`Pot de ${n} g`, `Pot van ${n} g`, `${n} g tub`),
  },
  cutaneous: {
    label: loc('solution cutanée', 'oplossing voor cutaan gebruik', 'cutaneous solution'),
    presentation: null,
    route: 'topical',
    packs: [100, 250, 500],
    packLabel: bottle('ml'),
  },
};
