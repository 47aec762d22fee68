import type { Messages } from './fr';
import { cart } from './messages/cart';
import { catalogue } from './messages/catalogue';
import { core } from './messages/core';

export const nl: Messages = { ...core.nl, ...catalogue.nl, ...cart.nl };
