import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import type { VariantChoiceControl } from './variant-choice-view';

/**
 * The variant choice (issue 20 §7): one control per variant attribute, its values from the back office's variant
 * aggregation. Each value is a link (`?variant=`): shareable, usable without JavaScript. A value no variant offers
 * with the other values chosen stays a link (to the nearest variant that has it, the other choices changing with
 * it), so no combination is out of reach, but is marked: struck through, and named unavailable to screen readers.
 * The controls are worked out by the page's loader (`variantChoices`): the rule's code stays on the server.
 */
export function VariantChoice({
  urlKey,
  controls,
}: {
  urlKey: string;
  controls: readonly VariantChoiceControl[];
}) {
  const { locale, t } = useI18n();
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
                    to={urls.product(locale, urlKey, value.variantId)}
                    aria-current={value.selected ? 'true' : undefined}
                    className={
                      value.available ? 'variant-option' : 'variant-option variant-option-unavailable'
                    }
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
