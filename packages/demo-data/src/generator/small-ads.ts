import type { SmallAdCategory, SmallAdRegion, SmallAdState } from '@vetshop/domain';

/**
 * The demo's small ads (issue 11 §1): every state for the vet and the pharmacist — drafts, pending ones (one with
 * a PDF, for the moderation queue), published ones in several regions and categories (the public list has
 * something to filter), a refused one with its reason. Dates are days relative to the seed's day, so the published
 * ones are listed whenever the demo is loaded. Texts are the authors' own (French, as a Belgian clinic writes).
 */
export interface DemoSmallAd {
  login: 'vet@demo.test' | 'pharma@demo.test';
  state: SmallAdState;
  name: string;
  category: SmallAdCategory;
  region: SmallAdRegion;
  /** Days from the seed's day (negative: in the past). */
  startIn: number;
  endIn: number;
  body: string;
  contact: string;
  phone: string;
  email: string;
  /** The title of a one-page PDF stored with it (only when the seed has a file store). */
  pdf?: string;
  rejectionReason?: string;
  /** Days ago it was created; published/submitted half a day later. */
  daysAgo: number;
}

export const DEMO_SMALL_ADS: readonly DemoSmallAd[] = [
  {
    login: 'vet@demo.test',
    state: 'published',
    name: 'Remplaçant(e) vétérinaire pour l’été',
    category: 'employment',
    region: 'WLG',
    startIn: -5,
    endIn: 60,
    body: 'Cabinet mixte (animaux de compagnie et bovins) près de Liège cherche un(e) vétérinaire remplaçant(e) pour trois semaines en juillet. Logement possible.',
    contact: 'Dr Anne Lambert',
    phone: '+32 4 222 33 44',
    email: 'vet@demo.test',
    pdf: 'Remplacement ete - cabinet Lambert',
    daysAgo: 12,
  },
  {
    login: 'vet@demo.test',
    state: 'published',
    name: 'Échographe portable à vendre',
    category: 'equipment',
    region: 'BBR',
    startIn: -20,
    endIn: 40,
    body: 'Échographe portable, sonde convexe et linéaire, révisé en 2025. Idéal pour les visites en ferme. Démonstration possible à Bruxelles.',
    contact: 'Dr Anne Lambert',
    phone: '+32 2 555 12 34',
    email: 'vet@demo.test',
    daysAgo: 25,
  },
  {
    login: 'pharma@demo.test',
    state: 'published',
    name: 'Officine à remettre à Namur',
    category: 'clientele',
    region: 'WNA',
    startIn: -2,
    endIn: 90,
    body: 'Pharmacie avec rayon vétérinaire développé, clientèle fidèle d’éleveurs. Reprise souhaitée dans l’année.',
    contact: 'Mme Claire Dubois',
    phone: '+32 81 33 44 55',
    email: 'pharma@demo.test',
    daysAgo: 6,
  },
  {
    login: 'pharma@demo.test',
    state: 'published',
    name: 'Chiots labrador à l’adoption',
    category: 'animals',
    region: 'VAN',
    startIn: -1,
    endIn: 30,
    body: 'Portée de labradors sevrés, vaccinés et pucés, confiés par un client. Contact par téléphone en semaine.',
    contact: 'Mme Claire Dubois',
    phone: '+32 3 444 55 66',
    email: 'pharma@demo.test',
    daysAgo: 3,
  },
  {
    login: 'vet@demo.test',
    state: 'pending',
    name: 'Table de chirurgie réglable',
    category: 'equipment',
    region: 'WHT',
    startIn: 0,
    endIn: 45,
    body: 'Table de chirurgie électrique réglable en hauteur, plateau inox. Photos et fiche technique dans le document joint.',
    contact: 'Dr Anne Lambert',
    phone: '+32 65 12 34 56',
    email: 'vet@demo.test',
    pdf: 'Table de chirurgie - fiche technique',
    daysAgo: 1,
  },
  {
    login: 'pharma@demo.test',
    state: 'pending',
    name: 'Recherche assistant(e) en pharmacie',
    category: 'employment',
    region: 'VOV',
    startIn: 3,
    endIn: 60,
    body: 'Officine à Gand cherche un(e) assistant(e) à mi-temps, connaissance du néerlandais requise.',
    contact: 'Mme Claire Dubois',
    phone: '+32 9 222 11 00',
    email: 'pharma@demo.test',
    daysAgo: 2,
  },
  {
    login: 'vet@demo.test',
    state: 'draft',
    name: 'Cage d’hospitalisation',
    category: 'equipment',
    region: 'WLG',
    startIn: 7,
    endIn: 37,
    body: 'Lot de deux cages d’hospitalisation en inox, bon état.',
    contact: 'Dr Anne Lambert',
    phone: '+32 4 222 33 44',
    email: 'vet@demo.test',
    daysAgo: 0,
  },
  {
    login: 'pharma@demo.test',
    state: 'draft',
    name: 'Divers : présentoirs',
    category: 'misc',
    region: 'WNA',
    startIn: 1,
    endIn: 30,
    body: 'Présentoirs muraux à donner contre enlèvement.',
    contact: 'Mme Claire Dubois',
    phone: '+32 81 33 44 55',
    email: 'pharma@demo.test',
    daysAgo: 0,
  },
  {
    login: 'vet@demo.test',
    state: 'cancel',
    name: 'Vente de médicaments en surplus',
    category: 'misc',
    region: 'VBR',
    startIn: -3,
    endIn: 20,
    body: 'Lot de médicaments vétérinaires entamés à céder.',
    contact: 'Dr Anne Lambert',
    phone: '+32 16 22 33 44',
    email: 'vet@demo.test',
    rejectionReason:
      'La cession de médicaments entre particuliers n’est pas autorisée : retirez-les de l’annonce ou supprimez-la.',
    daysAgo: 8,
  },
];
