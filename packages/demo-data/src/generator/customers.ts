import type { Locale, Role } from '@vetshop/domain';
import { belgianVat, customerRef } from '../codes';
import { DEMO_EMAIL_DOMAIN } from '../constants';
import type { Rng } from '../random';
import { pad } from '../text';
import type { GenAddress, GenCustomer, GenUser } from '../types';
import { FAMILY_NAMES, GIVEN_NAMES, PLACES, PRACTICE_NAMES, STREETS, type Place } from './people';
import { buildReferenceData } from './reference';

export interface CustomerBundle {
  customer: GenCustomer;
  addresses: GenAddress[];
  user: GenUser;
}

interface Person {
  given: string;
  family: string;
  title: string;
}

interface CustomerSpec {
  number: number;
  role: Role;
  name: string;
  person: Person;
  place: Place;
  login: string;
  lang: Locale;
  canOrder?: boolean;
  function?: string;
  salesPersonName: string;
  paymentModeCode: string;
}

export const SALES_PERSON_NAMES = buildReferenceData().salesPersons.map((s) => s.name);

function street(rng: Rng, lang: 'fr' | 'nl'): string {
  return `${rng.pick(STREETS[lang])} ${rng.int(1, 180)}`;
}

function phone(rng: Rng, countryCode: string): string {
  const prefix = { BE: '+32', NL: '+31', FR: '+33', LU: '+352', DE: '+49' }[countryCode] ?? '+32';
  return `${prefix} ${rng.int(2, 9)} ${rng.int(100, 999)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;
}

/** One customer with its invoicing address, 1–2 delivery addresses (one main) and its user. */
export function buildCustomer(rng: Rng, spec: CustomerSpec): CustomerBundle {
  const ref = customerRef(spec.number);
  const isCompany = spec.role !== 'student';
  const streetLang = spec.place.lang;
  const vat = isCompany && spec.place.countryCode === 'BE' ? belgianVat(spec.number) : null;
  const tel = phone(rng, spec.place.countryCode);
  const fullName = `${spec.person.given} ${spec.person.family}`;
  const customer: GenCustomer = {
    ref,
    name: spec.name,
    role: spec.role,
    pricelistCode: spec.role,
    function: spec.function ?? (spec.role === 'default' ? 'nurse' : spec.role),
    canOrder: spec.canOrder ?? true,
    helpWithFee: rng.chance(0.05),
    email: spec.login,
    phone: tel,
    vat,
    lang: spec.lang,
    optOut: rng.chance(0.1),
    salesPersonName: spec.salesPersonName,
    paymentModeCode: spec.paymentModeCode,
    vetGroupIds: [],
    supplierId: null,
  };
  const base = {
    customerRef: ref,
    phone: tel,
    mobile: `+32 4${rng.int(70, 99)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    email: spec.login,
    titleCode: isCompany ? null : spec.person.title,
    countryCode: spec.place.countryCode,
    stateCode: spec.place.stateCode,
    isCompany,
    isDropoffSite: false,
    active: true,
    vetDepotNumber: spec.role === 'veterinary' ? `D${pad(10_000 + spec.number, 5)}` : null,
    vetSubscriptionNumber: spec.role === 'veterinary' ? `N${pad(spec.number * 37, 5)}` : null,
  };
  const mainStreet = street(rng, streetLang);
  const addresses: GenAddress[] = [
    {
      ...base,
      key: `${ref}-inv`,
      type: 'invoicing',
      name: spec.name,
      street: mainStreet,
      street2: null,
      zip: spec.place.zip,
      city: spec.place.city,
      vat,
      main: true,
      ref: `${ref}-INV`,
    },
    {
      ...base,
      key: `${ref}-del1`,
      type: 'delivery',
      name: spec.name,
      street: mainStreet,
      street2:
        isCompany && rng.chance(0.3) ? (streetLang === 'fr' ? 'Entrée du cabinet' : 'Ingang praktijk') : null,
      zip: spec.place.zip,
      city: spec.place.city,
      vat: null,
      main: true,
      ref: `${ref}-DEL1`,
    },
  ];
  if (rng.chance(0.5)) {
    const other = rng.pick(PLACES.filter((p) => p.countryCode === spec.place.countryCode));
    addresses.push({
      ...base,
      key: `${ref}-del2`,
      type: 'delivery',
      name: `${spec.name} – ${other.lang === 'fr' ? 'Antenne de' : 'Vestiging'} ${other.city}`,
      street: street(rng, other.lang),
      street2: null,
      zip: other.zip,
      city: other.city,
      countryCode: other.countryCode,
      stateCode: other.stateCode,
      vat: null,
      main: false,
      ref: `${ref}-DEL2`,
    });
  }
  const user: GenUser = {
    customerRef: ref,
    login: spec.login,
    name: fullName,
    givenName: spec.person.given,
    familyName: spec.person.family,
    locale: spec.lang,
    emailVerified: true,
    isStaff: false,
    active: true,
  };
  return { customer, addresses, user };
}

function person(rng: Rng, lang: 'fr' | 'nl'): Person {
  const [given, title] = rng.pick(GIVEN_NAMES[lang]);
  return { given, family: rng.pick(FAMILY_NAMES[lang]), title };
}

/** A generated customer (customer001@demo.test…) of a random role, region and language. */
export function randomCustomer(rng: Rng, number: number, index: number): CustomerBundle {
  const role = rng.weighted<Role>({ veterinary: 55, pharmacist: 20, student: 15, default: 10 });
  const place = rng.pick(PLACES);
  const lang = rng.chance(0.05) ? 'en' : place.lang;
  const who = person(rng, place.lang);
  const practice = rng.pick(PRACTICE_NAMES[place.lang]);
  const fr = place.lang === 'fr';
  const name = {
    veterinary: rng.chance(0.5)
      ? fr
        ? `Clinique vétérinaire ${practice}`
        : `Dierenkliniek ${practice}`
      : fr
        ? `Cabinet vétérinaire ${who.family}`
        : `Dierenartsenpraktijk ${who.family}`,
    pharmacist: fr ? `Pharmacie ${practice}` : `Apotheek ${practice}`,
    student: `${who.given} ${who.family}`,
    default: fr ? `Élevage ${practice}` : `Kennel ${practice}`,
  }[role];
  return buildCustomer(rng, {
    number,
    role,
    name,
    person: who,
    place,
    login: `customer${pad(index, 3)}@${DEMO_EMAIL_DOMAIN}`,
    lang,
    canOrder: !rng.chance(0.03),
    salesPersonName: rng.pick(SALES_PERSON_NAMES),
    paymentModeCode: rng.chance(0.7) ? 'transfer' : 'direct_debit',
  });
}

const place = (city: string): Place => PLACES.find((p) => p.city === city) ?? (PLACES[0] as Place);

/** The documented demo accounts (see DEMO_ACCOUNTS); staff@demo.test has no customer. */
export function demoCustomers(rng: Rng): CustomerBundle[] {
  return [
    buildCustomer(rng, {
      number: 1,
      role: 'veterinary',
      name: 'Clinique vétérinaire des Tilleuls',
      person: { given: 'Camille', family: 'Martin', title: 'doctor' },
      place: place('Namur'),
      login: `vet@${DEMO_EMAIL_DOMAIN}`,
      lang: 'fr',
      salesPersonName: 'Sophie Lambert',
      paymentModeCode: 'transfer',
    }),
    buildCustomer(rng, {
      number: 2,
      role: 'pharmacist',
      name: 'Apotheek Het Park',
      person: { given: 'Lotte', family: 'Peeters', title: 'madam' },
      place: place('Gent'),
      login: `pharma@${DEMO_EMAIL_DOMAIN}`,
      lang: 'nl',
      salesPersonName: 'Pieter Janssens',
      paymentModeCode: 'direct_debit',
    }),
    buildCustomer(rng, {
      number: 3,
      role: 'student',
      name: 'Lucas Dupont',
      person: { given: 'Lucas', family: 'Dupont', title: 'mister' },
      place: place('Liège'),
      login: `student@${DEMO_EMAIL_DOMAIN}`,
      lang: 'fr',
      salesPersonName: 'Claire Dubois',
      paymentModeCode: 'transfer',
    }),
    buildCustomer(rng, {
      number: 4,
      role: 'veterinary',
      name: 'Dierenartsenpraktijk De Linde',
      person: { given: 'Jan', family: 'De Smet', title: 'doctor' },
      place: place('Brugge'),
      login: `blocked@${DEMO_EMAIL_DOMAIN}`,
      lang: 'nl',
      canOrder: false,
      salesPersonName: 'Pieter Janssens',
      paymentModeCode: 'transfer',
    }),
  ];
}

/**
 * clinic@demo.test (issue 23 §2): a veterinary clinic that reorders its staples on a steady rhythm, so its
 * reorder reminders are known (generator/rhythm-orders.ts, CLINIC_STAPLES). Built from its own random stream and
 * numbered after every other customer, so adding it moved none of them.
 */
export function clinicCustomer(rng: Rng, number: number): CustomerBundle {
  return buildCustomer(rng, {
    number,
    role: 'veterinary',
    name: 'Dierenkliniek Het Ritme',
    person: { given: 'Els', family: 'Wouters', title: 'doctor' },
    place: place('Leuven'),
    login: `clinic@${DEMO_EMAIL_DOMAIN}`,
    lang: 'nl',
    salesPersonName: 'Pieter Janssens',
    paymentModeCode: 'transfer',
  });
}

export const STAFF_USER: GenUser = {
  customerRef: null,
  login: `staff@${DEMO_EMAIL_DOMAIN}`,
  name: 'Nathalie Renard',
  givenName: 'Nathalie',
  familyName: 'Renard',
  locale: 'fr',
  emailVerified: true,
  isStaff: true,
  active: true,
};
