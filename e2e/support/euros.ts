/** "1.234,56 €" (French or Dutch formatting) → 1234.56 */
export const euros = (text: string): number =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  );
