import { addressLines, type AddressLike } from './address';

/** A postal address as lines (<address> for assistive technologies). */
export function AddressBlock({ address }: { address: AddressLike }) {
  return (
    <address className="address">
      {addressLines(address).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
