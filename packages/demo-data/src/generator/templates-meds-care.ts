import { loc, same } from '../text';
import { DOGS, MIXED, PETS, type MedTemplate } from './templates-meds-kit';

/** Pain, cardiology, anaesthesia, skin, eyes, ears and digestion. */
export const CARE_TEMPLATES: MedTemplate[] = [
  {
    inn: loc('méloxicam', 'meloxicam', 'meloxicam'),
    stems: ['Melo', 'Loxi', 'Mexi'],
    indication: 'pain',
    lines: [
      {
        form: 'oral_suspension',
        strengths: ['0.5 mg/ml', '1.5 mg/ml', '15 mg/ml'],
        species: [['dog'], ['cat'], ['horse']],
        category: 'nsaids',
        price: [900, 3800],
      },
      {
        form: 'injectable',
        strengths: ['5 mg/ml', '20 mg/ml'],
        species: MIXED,
        category: 'nsaids',
        price: [1600, 4600],
      },
      {
        form: 'chewable',
        strengths: ['1 mg', '2.5 mg'],
        species: DOGS,
        category: 'nsaids',
        price: [700, 1900],
      },
    ],
  },
  {
    inn: loc('carprofène', 'carprofen', 'carprofen'),
    stems: ['Carpro', 'Rimo', 'Carpo'],
    indication: 'pain',
    lines: [
      {
        form: 'tablet',
        strengths: ['20 mg', '50 mg', '100 mg'],
        species: DOGS,
        category: 'nsaids',
        price: [800, 2900],
      },
      {
        form: 'injectable',
        strengths: ['50 mg/ml'],
        species: [['dog', 'cat']],
        category: 'nsaids',
        price: [2200, 4800],
      },
    ],
  },
  {
    inn: same('robenacoxib'),
    stems: ['Roben', 'Coxi'],
    indication: 'pain',
    lines: [
      {
        form: 'tablet',
        strengths: ['6 mg', '10 mg', '20 mg', '40 mg'],
        species: PETS,
        category: 'nsaids',
        price: [900, 2700],
      },
    ],
  },
  {
    inn: loc('prednisolone', 'prednisolon', 'prednisolone'),
    stems: ['Predni', 'Solon'],
    indication: 'pain',
    lines: [
      {
        form: 'tablet',
        strengths: ['1 mg', '5 mg', '20 mg'],
        species: PETS,
        category: 'corticosteroids',
        price: [400, 1400],
      },
    ],
  },
  {
    inn: loc('dexaméthasone', 'dexamethason', 'dexamethasone'),
    stems: ['Dexa', 'Metaso'],
    indication: 'pain',
    lines: [
      {
        form: 'injectable',
        strengths: ['2 mg/ml'],
        species: MIXED,
        category: 'corticosteroids',
        price: [900, 2400],
      },
    ],
  },
  {
    inn: loc('pimobendane', 'pimobendan', 'pimobendan'),
    stems: ['Pimo', 'Cardi'],
    indication: 'cardiology',
    lines: [
      {
        form: 'chewable',
        strengths: ['1.25 mg', '2.5 mg', '5 mg', '10 mg'],
        species: DOGS,
        category: 'heart-failure',
        price: [1500, 5200],
      },
      {
        form: 'capsule',
        strengths: ['1.25 mg', '2.5 mg', '5 mg'],
        species: DOGS,
        category: 'heart-failure',
        price: [1400, 4800],
      },
    ],
  },
  {
    inn: loc('bénazépril', 'benazepril', 'benazepril'),
    stems: ['Bena', 'Zepri'],
    indication: 'cardiology',
    lines: [
      {
        form: 'tablet',
        strengths: ['2.5 mg', '5 mg', '20 mg'],
        species: PETS,
        category: 'heart-failure',
        price: [800, 2600],
      },
    ],
  },
  {
    inn: loc('furosémide', 'furosemide', 'furosemide'),
    stems: ['Furo', 'Diure'],
    indication: 'cardiology',
    lines: [
      {
        form: 'tablet',
        strengths: ['10 mg', '40 mg'],
        species: PETS,
        category: 'diuretics',
        price: [400, 1200],
      },
      {
        form: 'injectable',
        strengths: ['50 mg/ml'],
        species: MIXED,
        category: 'diuretics',
        price: [900, 2200],
      },
    ],
  },
  {
    inn: loc('kétamine', 'ketamine', 'ketamine'),
    stems: ['Keta', 'Ketan'],
    indication: 'anaesthesia',
    narcotic: true,
    psychotropic: true,
    lines: [
      {
        form: 'injectable',
        strengths: ['100 mg/ml'],
        species: MIXED,
        category: 'anaesthetics',
        price: [1800, 3600],
      },
    ],
  },
  {
    inn: same('propofol'),
    stems: ['Propo', 'Folin'],
    indication: 'anaesthesia',
    lines: [
      {
        form: 'injectable',
        strengths: ['10 mg/ml'],
        species: [['dog', 'cat']],
        category: 'anaesthetics',
        price: [1600, 3900],
      },
    ],
  },
  {
    inn: same('butorphanol'),
    stems: ['Butor', 'Phanol'],
    indication: 'anaesthesia',
    narcotic: true,
    lines: [
      {
        form: 'injectable',
        strengths: ['10 mg/ml'],
        species: MIXED,
        category: 'opioids',
        price: [2600, 5400],
      },
    ],
  },
  {
    inn: loc('dexmédétomidine', 'dexmedetomidine', 'dexmedetomidine'),
    stems: ['Dexme', 'Medin'],
    indication: 'anaesthesia',
    lines: [
      {
        form: 'injectable',
        strengths: ['0.1 mg/ml', '0.5 mg/ml'],
        species: [['dog', 'cat']],
        category: 'sedatives',
        price: [3200, 7800],
      },
    ],
  },
  {
    inn: loc('médétomidine', 'medetomidine', 'medetomidine'),
    stems: ['Medeto', 'Domi'],
    indication: 'anaesthesia',
    lines: [
      {
        form: 'injectable',
        strengths: ['1 mg/ml'],
        species: [['dog', 'cat']],
        category: 'sedatives',
        price: [2400, 5200],
      },
    ],
  },
  {
    inn: loc('lidocaïne', 'lidocaïne', 'lidocaine'),
    stems: ['Lido', 'Xyla'],
    indication: 'anaesthesia',
    lines: [
      {
        form: 'injectable',
        strengths: ['20 mg/ml'],
        species: MIXED,
        category: 'local-anaesthetics',
        price: [700, 1900],
      },
    ],
  },
  {
    inn: same('oclacitinib'),
    stems: ['Ocla', 'Prurit'],
    indication: 'dermatology',
    lines: [
      {
        form: 'tablet',
        strengths: ['3.6 mg', '5.4 mg', '16 mg'],
        species: DOGS,
        category: 'dermatology',
        price: [2800, 7400],
      },
    ],
  },
  {
    inn: same('chlorhexidine'),
    stems: ['Chlorhex', 'Hexi'],
    indication: 'dermatology',
    lines: [
      {
        form: 'cutaneous',
        strengths: ['2 %', '4 %'],
        species: MIXED,
        category: 'dermatology',
        price: [600, 1700],
      },
    ],
  },
  {
    inn: loc(
      'miconazole + polymyxine B + prednisolone',
      'miconazol + polymyxine B + prednisolon',
      'miconazole + polymyxin B + prednisolone',
    ),
    stems: ['Otimi', 'Auri', 'Oto'],
    indication: 'dermatology',
    lines: [
      { form: 'ear_drops', strengths: ['23 mg/ml'], species: PETS, category: 'otology', price: [900, 2100] },
    ],
  },
  {
    inn: same('maropitant'),
    stems: ['Maro', 'Emeti'],
    indication: 'care',
    lines: [
      {
        form: 'tablet',
        strengths: ['16 mg', '24 mg', '60 mg', '160 mg'],
        species: DOGS,
        category: 'gastro',
        price: [1400, 4200],
      },
      {
        form: 'injectable',
        strengths: ['10 mg/ml'],
        species: [['dog', 'cat']],
        category: 'gastro',
        price: [3600, 6900],
      },
    ],
  },
];
