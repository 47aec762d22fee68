import type { AddressRequestKind, AddressRequestState, AddressType } from '@vetshop/domain';

/**
 * The demo's address change requests (issue 10 §5), so that `npm start` shows the staff workspace's queue with
 * work in it: two pending (a new delivery address, a change of the invoicing address), one approved and one
 * refused with a reason, both with the staff's action in their history. They belong to generated customers
 * (customer001…003@demo.test), never to the documented demo accounts that the e2e journeys use.
 */
export interface DemoAddressRequest {
  login: string;
  type: AddressType;
  kind: Extract<AddressRequestKind, 'create' | 'update'>;
  /** The values asked for; an update applies to the customer's main address of `type`. */
  fields: { name: string; street: string; zip: string; city: string; phone: string | null };
  state: AddressRequestState;
  /** How many days before the seed the request was made (the list shows its age). */
  daysAgo: number;
  /** Refused: the reason the buyer reads. */
  reason?: string;
}

export const DEMO_ADDRESS_REQUESTS: readonly DemoAddressRequest[] = [
  {
    login: 'customer001@demo.test',
    type: 'delivery',
    kind: 'create',
    fields: {
      name: 'Antenne de Jambes',
      street: 'Avenue Jean Materne 120',
      zip: '5100',
      city: 'Jambes',
      phone: null,
    },
    state: 'pending',
    daysAgo: 3,
  },
  {
    login: 'customer002@demo.test',
    type: 'invoicing',
    kind: 'update',
    fields: {
      name: 'Service comptabilité',
      street: 'Rue de Fer 24',
      zip: '5000',
      city: 'Namur',
      phone: '081 22 33 44',
    },
    state: 'pending',
    daysAgo: 1,
  },
  {
    login: 'customer003@demo.test',
    type: 'delivery',
    kind: 'create',
    fields: { name: 'Cabinet annexe', street: 'Grand-Place 5', zip: '7000', city: 'Mons', phone: null },
    state: 'approved',
    daysAgo: 6,
  },
  {
    login: 'customer003@demo.test',
    type: 'delivery',
    kind: 'create',
    fields: {
      name: 'Dépôt saisonnier',
      street: 'Route de Lille 310',
      zip: '7500',
      city: 'Tournai',
      phone: null,
    },
    state: 'refused',
    daysAgo: 5,
    reason: 'Nous ne livrons pas de dépôts temporaires : merci de nous contacter par téléphone.',
  },
];
