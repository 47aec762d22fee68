import type { Messages } from './fr';
import { cart } from './messages/cart';
import { catalogue } from './messages/catalogue';
import { core } from './messages/core';

export const en: Messages = { ...core.en, ...catalogue.en, ...cart.en };
