import type { MessageKey } from './fr';

/** The few texts the error screens need when even the root data is missing (spec doc 2 §8, French). */
export const FALLBACK: Partial<Record<MessageKey, string>> = {
  'error.404.title': '404 - Page non trouvée',
  'error.404.content': 'La page à laquelle vous tentez d’accéder n’est pas disponible.',
  'error.404.home': 'Retour à l’accueil',
  'error.title': 'Une erreur est survenue :',
  'error.generic': 'Ces informations sont momentanément indisponibles.',
  'error.unavailable':
    'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
  'error.status': 'Code {status}',
  'error.back': 'Retour',
};
