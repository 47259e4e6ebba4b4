// Gallery of 7 images with Start Your Deck Journey (docs/product.md#screens-and-routes). Images are the project's own
// generated illustrations with fixed intrinsic sizes, lazy-loaded below the fold.
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button, section } from 'styled-system/recipes';
import { GALLERY_ART } from '../../art/artCatalogue';
import { Container } from '../../components/Container';

const image = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  objectFit: 'cover',
  aspectRatio: '4 / 3',
  transition: 'transform 400ms ease',
  _hover: { transform: 'scale(1.03)' },
});
// The first image spans two columns at the height of one row (twice as wide, same height).
const wideImage = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  objectFit: 'cover',
  aspectRatio: { base: '4 / 3', sm: '8 / 3' },
  transition: 'transform 400ms ease',
  _hover: { transform: 'scale(1.03)' },
});

export function GallerySection() {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className={section({ tone: 'inverse' })}>
      <Container>
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            justifyContent: 'space-between',
            alignItems: { base: 'flex-start', md: 'flex-end' },
            gap: '6',
            mb: { base: '8', md: '10' },
          })}
        >
          <div className={css({ maxW: 'prose' })}>
            <p className={css({ textStyle: 'eyebrow', color: 'ochre.300', mb: '3' })}>Gallery</p>
            <h2 id="gallery-heading" className={css({ textStyle: 'h2', mb: '3' })}>
              Decks our customers live on
            </h2>
            <p className={css({ color: 'fg.inverseMuted' })}>
              Poolside, coastal, courtyard or garden: a few of the spaces built with our boards.
            </p>
          </div>
          <Link to="/deck-calculator" className={button({ variant: 'cta', size: 'lg' })}>
            Start Your Deck Journey
          </Link>
        </div>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            gap: { base: '3', md: '4' },
            listStyle: 'none',
            p: '0',
          })}
        >
          {GALLERY_ART.map((img, i) => (
            <li
              key={img.src}
              className={css({
                position: 'relative',
                overflow: 'hidden',
                borderRadius: 'card',
                gridColumn: i === 0 ? { sm: 'span 2' } : undefined,
              })}
            >
              <figure className={css({ m: '0', h: 'full' })}>
                <img
                  src={img.src}
                  alt={img.alt}
                  width={img.width}
                  height={img.height}
                  loading="lazy"
                  decoding="async"
                  className={i === 0 ? wideImage : image}
                />
                <figcaption
                  className={css({
                    position: 'absolute',
                    insetX: '0',
                    bottom: '0',
                    px: '4',
                    pt: '8',
                    pb: '3',
                    fontSize: 'sm',
                    fontWeight: '600',
                    color: 'fg.onDark',
                    bgGradient: 'captionScrim',
                  })}
                >
                  {img.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
