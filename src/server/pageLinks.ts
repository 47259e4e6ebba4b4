// Preload hints the server sends with a page (HTTP Link header), for what only the data can name:
// /products' largest paint is the first card's photo, which the browser would otherwise ask for only
// after the scripts and the catalogue request (the benchmark's Lighthouse run: LCP load delay 2.2 s).
import { leadProductPhoto } from '../domain/itemImages';
import type { CatalogueCache } from './services/catalogue';

/** Quoted-string form of RFC 8288 link parameters. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export type PageLinks = (pathname: string) => Promise<string | null>;

export function createPageLinks(catalogue: CatalogueCache): PageLinks {
  return async (pathname) => {
    if (pathname !== '/products') return null;
    const photo = leadProductPhoto((await catalogue.get()).boardItems);
    if (!photo) return null;
    return (
      `<${photo.src}>; rel=preload; as=image; imagesrcset=${quoted(photo.srcSet)}; ` +
      `imagesizes=${quoted(photo.sizes)}; fetchpriority=high`
    );
  };
}
