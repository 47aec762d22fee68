/**
 * One feature's messages in the three languages, side by side. The French keys define the bundle: the
 * compiler refuses a Dutch or English text that is missing or not in French (and i18n.test.ts checks it too).
 */
export function bundle<K extends string>(b: {
  fr: Record<K, string>;
  nl: NoInfer<Record<K, string>>;
  en: NoInfer<Record<K, string>>;
}) {
  return b;
}
