import { useI18n } from '../../i18n';
import { addressLines, type AddressLike } from './address';

/** A postal address as lines (<address> for assistive technologies). */
export function AddressBlock({ address }: { address: AddressLike }) {
  const { locale } = useI18n();
  return (
    <address className="address">
      {addressLines(address, locale).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
