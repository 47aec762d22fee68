import { cart } from './messages/cart';
import { catalogue } from './messages/catalogue';
import { core } from './messages/core';

/**
 * French, the reference catalogue, made of the feature bundles in messages/ (each holds fr, nl and en side by
 * side). Texts of the spec (doc 2 §8) are used word for word.
 */
export const fr = { ...core.fr, ...catalogue.fr, ...cart.fr };

export type MessageKey = keyof typeof fr;
export type Messages = Record<MessageKey, string>;
