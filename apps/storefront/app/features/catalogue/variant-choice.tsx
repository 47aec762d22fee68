import type { ProductDetail } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { variantChoices } from './variant-choice-view';

/**
 * The variant choice (issue 20 §7): one control per variant attribute, its values from the back office's variant
 * aggregation. Each value is a link (`?variant=`): shareable, usable without JavaScript. A value no variant offers
 * with the other values chosen stays a link (to the nearest variant that has it, the other choices changing with
 * it), so no combination is out of reach, but is marked: struck through, and named unavailable to screen readers.
 */
export function VariantChoice({ product, selected }: { product: ProductDetail; selected: number }) {
  const { locale, t } = useI18n();
  const controls = variantChoices(product.variant_aggregation, selected);
  return (
    <section className="variant-selector" aria-labelledby="variant-title">
      {/* Named for screen readers only: each control shows its attribute's name, often the same word. */}
      <h2 id="variant-title" className="visually-hidden">
        {t('product.variants')}
      </h2>
      {controls.map((control) => {
        const nameId = `variant-attribute-${control.code}`;
        return (
          <div key={control.code} role="group" aria-labelledby={nameId} className="variant-attribute">
            <p id={nameId} className="variant-attribute-name">
              {control.name}
            </p>
            <ul>
              {control.values.map((value) => (
                <li key={value.key}>
                  <Link
                    to={urls.product(locale, product.url_key, value.variantId)}
                    aria-current={value.selected ? 'true' : undefined}
                    className={
                      value.available ? 'variant-option' : 'variant-option variant-option-unavailable'
                    }
                    data-available={value.available}
                    replace
                    preventScrollReset
                  >
                    <span className="variant-label">{value.key}</span>
                    {value.available ? null : (
                      <span className="visually-hidden"> ({t('product.variantUnavailable')})</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
