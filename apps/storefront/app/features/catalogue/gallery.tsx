import type { ImageView } from '@vetshop/contract';
import { useState } from 'react';
import { useI18n } from '../../i18n';

/** The product pictures: the large one (the page's main content picture), small ones to switch to the others. */
export function ProductGallery({ images }: { images: readonly ImageView[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className="gallery gallery-noimage" aria-hidden="true" />;
  return (
    <div className="gallery">
      <img
        className="gallery-main"
        src={current.large.src}
        alt={current.large.alt}
        width={600}
        height={600}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label={t('gallery.label')}>
          {images.map((image, i) => (
            <li key={image.sequence}>
              <button type="button" aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img
                  src={image.small.src}
                  alt={t('gallery.show', { alt: image.small.alt })}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
