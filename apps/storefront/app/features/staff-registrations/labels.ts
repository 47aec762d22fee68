import { REGISTRATION_ACTIVITIES, REGISTRATION_FUNCTIONS } from '@vetshop/domain';
import type { Translate } from '../../i18n';

/** A function's name as the registration form shows it (the code itself when unknown). */
export function functionLabel(fn: string, t: Translate): string {
  return (REGISTRATION_FUNCTIONS as readonly string[]).includes(fn)
    ? t(`register.function.${fn as (typeof REGISTRATION_FUNCTIONS)[number]}`)
    : fn;
}

/** A vet's activities, named and joined. */
export function activitiesLabel(activities: readonly string[], t: Translate): string {
  return activities
    .map((a) =>
      (REGISTRATION_ACTIVITIES as readonly string[]).includes(a)
        ? t(`register.activity.${a as (typeof REGISTRATION_ACTIVITIES)[number]}`)
        : a,
    )
    .join(', ');
}
