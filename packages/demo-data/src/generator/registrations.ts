import type { Locale, RegistrationFormValue, RegistrationState } from '@vetshop/domain';

/**
 * The demo's registrations (issue 11 §4), so that `npm start` shows the staff's review queue with work in it:
 * two pending (a vet with activities, a pharmacist), one approved (it became the generated customer
 * customer004@demo.test) and one refused with its reason. None uses a documented demo account: the e2e journeys
 * register their own clinic.
 */
export interface DemoRegistration {
  form: Omit<RegistrationFormValue, 'countryId'>;
  state: RegistrationState;
  daysAgo: number;
  /** Approved: the login of the customer's user it became. */
  becameLogin?: string;
  /** Refused: the reason mailed to the applicant. */
  reason?: string;
}

const base = {
  fax: null,
  street2: null,
  vatBeingRegistered: false,
  apbNumber: null,
  vetRegistrationNumber: null,
  depotNumber: null,
  comment: null,
  optOutPromotions: false,
} as const;

export const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  {
    state: 'pending',
    daysAgo: 2,
    form: {
      ...base,
      lang: 'fr' as Locale,
      title: 'doctor',
      firstName: 'Camille',
      lastName: 'Renard',
      email: 'camille.renard@clinique-meuse.test',
      mobile: '+32 475 11 22 33',
      companyName: 'Clinique vétérinaire de la Meuse',
      vat: 'BE0202.239.951',
      street: 'Quai de Meuse 18',
      zip: '5100',
      city: 'Jambes',
      function: 'veterinary',
      activities: ['pets', 'exotic'],
      vetRegistrationNumber: 'F2417',
      depotNumber: 'D31877',
      comment: 'Nous reprenons la patientèle du Dr Lejeune au 1er du mois prochain.',
    },
  },
  {
    state: 'pending',
    daysAgo: 1,
    form: {
      ...base,
      lang: 'nl' as Locale,
      title: 'madam',
      firstName: 'Lies',
      lastName: 'Peeters',
      email: 'lies.peeters@apotheek-zuid.test',
      mobile: '+32 486 44 55 66',
      companyName: 'Apotheek Zuid',
      vat: null,
      vatBeingRegistered: true,
      street: 'Zuidstraat 5',
      zip: '9000',
      city: 'Gent',
      function: 'pharmacist',
      activities: [],
      apbNumber: '412233',
      optOutPromotions: true,
    },
  },
  {
    state: 'approved',
    daysAgo: 20,
    becameLogin: 'customer004@demo.test',
    form: {
      ...base,
      lang: 'fr' as Locale,
      title: 'mister',
      firstName: 'Hugo',
      lastName: 'Martin',
      email: 'customer004@demo.test',
      mobile: '+32 471 98 76 54',
      companyName: 'Cabinet vétérinaire des Ardennes',
      vat: 'BE0417.497.106',
      street: 'Rue du Marché 7',
      zip: '6900',
      city: 'Marche-en-Famenne',
      function: 'veterinary',
      activities: ['livestock', 'equine'],
      vetRegistrationNumber: 'F1902',
    },
  },
  {
    state: 'refused',
    daysAgo: 9,
    reason: 'Nous ne livrons que les professionnels établis en Belgique.',
    form: {
      ...base,
      lang: 'en' as Locale,
      title: 'miss',
      firstName: 'Emma',
      lastName: 'Clarke',
      email: 'emma.clarke@petsupplies.test',
      mobile: '+44 7700 900123',
      companyName: 'Pet Supplies Ltd',
      vat: null,
      vatBeingRegistered: true,
      street: '12 High Street',
      zip: 'OX1 1AA',
      city: 'Oxford',
      function: 'wholesaler',
      activities: [],
    },
  },
];
