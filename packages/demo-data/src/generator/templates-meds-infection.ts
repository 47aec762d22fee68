import { loc, same } from '../text';
import { FARM, MIXED, PETS, type MedTemplate } from './templates-meds-kit';

/** Antibiotics and antiparasitics. */
export const INFECTION_TEMPLATES: MedTemplate[] = [
  {
    inn: loc('amoxicilline', 'amoxicilline', 'amoxicillin'),
    stems: ['Amoxi', 'Moxa', 'Amoxy'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'tablet',
        strengths: ['50 mg', '200 mg', '250 mg', '500 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [450, 1600],
      },
      {
        form: 'injectable',
        strengths: ['150 mg/ml'],
        species: FARM,
        category: 'antibiotics-injectable',
        price: [1200, 3500],
      },
    ],
  },
  {
    inn: loc(
      'amoxicilline + acide clavulanique',
      'amoxicilline + clavulaanzuur',
      'amoxicillin + clavulanic acid',
    ),
    stems: ['Clavu', 'Clamo', 'Amoclav'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'tablet',
        strengths: ['50 mg', '250 mg', '500 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [800, 2400],
      },
      {
        form: 'injectable',
        strengths: ['175 mg/ml'],
        species: MIXED,
        category: 'antibiotics-injectable',
        price: [2400, 5200],
      },
    ],
  },
  {
    inn: loc('enrofloxacine', 'enrofloxacine', 'enrofloxacin'),
    stems: ['Enro', 'Floxa', 'Enflo'],
    indication: 'infection',
    amcra: 'red',
    lines: [
      {
        form: 'tablet',
        strengths: ['15 mg', '50 mg', '150 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [700, 2600],
      },
      {
        form: 'injectable',
        strengths: ['50 mg/ml', '100 mg/ml'],
        species: FARM,
        category: 'antibiotics-injectable',
        price: [1500, 4200],
      },
    ],
  },
  {
    inn: loc('marbofloxacine', 'marbofloxacine', 'marbofloxacin'),
    stems: ['Marbo', 'Marflo'],
    indication: 'infection',
    amcra: 'red',
    lines: [
      {
        form: 'tablet',
        strengths: ['5 mg', '20 mg', '80 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [900, 3100],
      },
    ],
  },
  {
    inn: same('doxycycline'),
    stems: ['Doxy', 'Doxi'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'tablet',
        strengths: ['50 mg', '100 mg', '200 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [600, 1900],
      },
    ],
  },
  {
    inn: loc('oxytétracycline', 'oxytetracycline', 'oxytetracycline'),
    stems: ['Oxyte', 'Tetra'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'injectable',
        strengths: ['100 mg/ml', '200 mg/ml'],
        species: FARM,
        category: 'antibiotics-injectable',
        price: [1300, 3900],
      },
    ],
  },
  {
    inn: loc('céfalexine', 'cefalexine', 'cefalexin'),
    stems: ['Cefa', 'Lexi'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'tablet',
        strengths: ['75 mg', '300 mg', '600 mg'],
        species: PETS,
        category: 'antibiotics-oral',
        price: [700, 2300],
      },
    ],
  },
  {
    inn: loc('cloxacilline', 'cloxacilline', 'cloxacillin'),
    stems: ['Cloxa', 'Mammi'],
    indication: 'infection',
    amcra: 'yellow',
    lines: [
      {
        form: 'intramammary',
        strengths: ['500 mg'],
        species: [['cattle']],
        category: 'antibiotics-intramammary',
        price: [1400, 3200],
      },
    ],
  },
  {
    inn: loc('métronidazole', 'metronidazol', 'metronidazole'),
    stems: ['Metro', 'Nidaz'],
    indication: 'infection',
    amcra: 'orange',
    lines: [
      {
        form: 'tablet',
        strengths: ['250 mg', '500 mg'],
        species: PETS,
        category: 'gastro',
        price: [500, 1500],
      },
      {
        form: 'oral_suspension',
        strengths: ['25 mg/ml'],
        species: PETS,
        category: 'gastro',
        price: [900, 1800],
      },
    ],
  },
  {
    inn: same('fipronil'),
    stems: ['Fipro', 'Parasi', 'Fipra'],
    indication: 'parasites',
    lines: [
      {
        form: 'pipette',
        strengths: ['50 mg', '67 mg', '134 mg', '268 mg', '402 mg'],
        species: [['dog'], ['cat']],
        category: 'antiparasitics-external',
        price: [600, 1800],
      },
    ],
  },
  {
    inn: loc('sélamectine', 'selamectine', 'selamectin'),
    stems: ['Sela', 'Selec'],
    indication: 'parasites',
    lines: [
      {
        form: 'pipette',
        strengths: ['15 mg', '30 mg', '45 mg', '60 mg', '120 mg', '240 mg'],
        species: [['dog'], ['cat'], ['dog', 'cat']],
        category: 'endectocides',
        price: [1100, 3200],
      },
    ],
  },
  {
    inn: loc(
      'milbémycine oxime + praziquantel',
      'milbemycineoxim + praziquantel',
      'milbemycin oxime + praziquantel',
    ),
    stems: ['Milbe', 'Milpra'],
    indication: 'parasites',
    lines: [
      {
        form: 'tablet',
        strengths: ['2.5 mg/25 mg', '12.5 mg/125 mg', '4 mg/10 mg', '16 mg/40 mg'],
        species: [['dog'], ['cat']],
        category: 'dewormers',
        price: [700, 2400],
      },
    ],
  },
  {
    inn: same('praziquantel + pyrantel'),
    stems: ['Prazi', 'Pyra'],
    indication: 'parasites',
    lines: [
      {
        form: 'tablet',
        strengths: ['50 mg/144 mg', '20 mg/230 mg'],
        species: [['dog'], ['cat']],
        category: 'dewormers',
        price: [400, 1300],
      },
    ],
  },
  {
    inn: loc('fenbendazole', 'fenbendazol', 'fenbendazole'),
    stems: ['Fenben', 'Benda'],
    indication: 'parasites',
    lines: [
      {
        form: 'oral_suspension',
        strengths: ['100 mg/ml'],
        species: [['dog', 'cat'], ['horse']],
        category: 'dewormers',
        price: [900, 2600],
      },
      {
        form: 'powder',
        strengths: ['40 mg/g'],
        species: [['pig', 'poultry']],
        category: 'dewormers',
        price: [1500, 4200],
      },
    ],
  },
  {
    inn: loc('ivermectine', 'ivermectine', 'ivermectin'),
    stems: ['Iver', 'Mectin'],
    indication: 'parasites',
    lines: [
      {
        form: 'injectable',
        strengths: ['10 mg/ml'],
        species: FARM,
        category: 'endectocides',
        price: [1800, 5200],
      },
      {
        form: 'oral_paste',
        strengths: ['18.7 mg/g'],
        species: [['horse']],
        category: 'endectocides',
        price: [700, 1500],
      },
    ],
  },
  {
    inn: loc('acide fusidique', 'fusidinezuur', 'fusidic acid'),
    stems: ['Fusi', 'Ocu'],
    indication: 'infection',
    amcra: 'orange',
    lines: [
      { form: 'eye_drops', strengths: ['1 %'], species: PETS, category: 'ophthalmology', price: [700, 1500] },
    ],
  },
];
