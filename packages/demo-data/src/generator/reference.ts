import { loc } from '../text';
import type { ReferenceData } from '../types';
import { buildPickupPoints } from './pickup-points';

/** Reference lists: the same in every size and seed. */
export function buildReferenceData(): ReferenceData {
  return {
    countries: [
      { code: 'BE', name: loc('Belgique', 'België', 'Belgium') },
      { code: 'NL', name: loc('Pays-Bas', 'Nederland', 'Netherlands') },
      { code: 'FR', name: loc('France', 'Frankrijk', 'France') },
      { code: 'LU', name: loc('Luxembourg', 'Luxemburg', 'Luxembourg') },
      { code: 'DE', name: loc('Allemagne', 'Duitsland', 'Germany') },
    ],
    // The regions of the small ads (spec §3) are the Belgian provinces and Brussels.
    countryStates: [
      { countryCode: 'BE', code: 'BBR', name: loc('Bruxelles', 'Brussel', 'Brussels') },
      { countryCode: 'BE', code: 'VAN', name: loc('Anvers', 'Antwerpen', 'Antwerp') },
      { countryCode: 'BE', code: 'VBR', name: loc('Brabant flamand', 'Vlaams-Brabant', 'Flemish Brabant') },
      { countryCode: 'BE', code: 'VLI', name: loc('Limbourg', 'Limburg', 'Limburg') },
      { countryCode: 'BE', code: 'VOV', name: loc('Flandre orientale', 'Oost-Vlaanderen', 'East Flanders') },
      {
        countryCode: 'BE',
        code: 'VWV',
        name: loc('Flandre occidentale', 'West-Vlaanderen', 'West Flanders'),
      },
      { countryCode: 'BE', code: 'WBR', name: loc('Brabant wallon', 'Waals-Brabant', 'Walloon Brabant') },
      { countryCode: 'BE', code: 'WHT', name: loc('Hainaut', 'Henegouwen', 'Hainaut') },
      { countryCode: 'BE', code: 'WLG', name: loc('Liège', 'Luik', 'Liège') },
      { countryCode: 'BE', code: 'WLX', name: loc('Luxembourg', 'Luxemburg', 'Luxembourg') },
      { countryCode: 'BE', code: 'WNA', name: loc('Namur', 'Namen', 'Namur') },
    ],
    titles: [
      { code: 'madam', name: loc('Madame', 'Mevrouw', 'Mrs'), shortcut: loc('Mme', 'Mevr.', 'Mrs') },
      { code: 'mister', name: loc('Monsieur', 'Meneer', 'Mr'), shortcut: loc('M.', 'Dhr.', 'Mr') },
      { code: 'miss', name: loc('Mademoiselle', 'Juffrouw', 'Miss'), shortcut: loc('Mlle', 'Juf.', 'Miss') },
      { code: 'doctor', name: loc('Docteur', 'Dokter', 'Dr'), shortcut: loc('Dr', 'Dr.', 'Dr') },
    ],
    currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }],
    paymentModes: [
      { code: 'transfer', name: loc('Virement bancaire', 'Overschrijving', 'Bank transfer') },
      { code: 'direct_debit', name: loc('Domiciliation', 'Domiciliëring', 'Direct debit') },
    ],
    carriers: [
      {
        code: 'standard',
        name: loc('Livraison standard', 'Standaardlevering', 'Standard delivery'),
        description: loc(
          'Livré le jour ouvrable suivant pour toute commande passée avant 16 h. Gratuit dès 150 € HTVA.',
          'Geleverd op de volgende werkdag voor bestellingen vóór 16 uur. Gratis vanaf 150 € excl. btw.',
          'Delivered the next working day for orders placed before 4 pm. Free from €150 excl. VAT.',
        ),
        priceCents: 750,
        freeOverCents: 15_000,
        withDropoffSite: false,
        sequence: 1,
      },
      {
        code: 'express',
        name: loc('Livraison express', 'Expreslevering', 'Express delivery'),
        description: loc(
          'Livré le jour même dans la matinée pour toute commande passée avant 10 h.',
          'Dezelfde dag geleverd in de voormiddag voor bestellingen vóór 10 uur.',
          'Delivered the same morning for orders placed before 10 am.',
        ),
        priceCents: 1490,
        freeOverCents: null,
        withDropoffSite: false,
        sequence: 2,
      },
      {
        code: 'pickup',
        name: loc('Retrait en point relais', 'Afhalen in een afhaalpunt', 'Pick-up point'),
        description: loc(
          'À retirer dans l’un de nos dépôts partenaires.',
          'Af te halen in een van onze partnerdepots.',
          'Collect it at one of our partner depots.',
        ),
        priceCents: 0,
        freeOverCents: null,
        withDropoffSite: true,
        sequence: 3,
      },
    ],
    pickupPoints: buildPickupPoints(),
    salesPersons: [
      {
        name: 'Sophie Lambert',
        phone: '+32 2 555 01 10',
        mobile: '+32 475 11 22 33',
        email: 'sophie.lambert@vetshop.test',
      },
      {
        name: 'Pieter Janssens',
        phone: '+32 3 555 02 20',
        mobile: '+32 476 44 55 66',
        email: 'pieter.janssens@vetshop.test',
      },
      {
        name: 'Claire Dubois',
        phone: '+32 4 555 03 30',
        mobile: '+32 477 77 88 99',
        email: 'claire.dubois@vetshop.test',
      },
    ],
    pricelists: [
      {
        code: 'veterinary',
        role: 'veterinary',
        name: loc('Tarif vétérinaire', 'Tarief dierenarts', 'Veterinary pricelist'),
      },
      {
        code: 'pharmacist',
        role: 'pharmacist',
        name: loc('Tarif pharmacien', 'Tarief apotheker', 'Pharmacist pricelist'),
      },
      {
        code: 'student',
        role: 'student',
        name: loc('Tarif étudiant', 'Tarief student', 'Student pricelist'),
      },
      {
        code: 'default',
        role: 'default',
        name: loc('Tarif général', 'Algemeen tarief', 'General pricelist'),
      },
    ],
  };
}
