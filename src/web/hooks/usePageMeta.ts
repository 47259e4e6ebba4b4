// Every page sets its document title and description meta tag (SEO and screen-reader context).
import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';
import type { PageMeta } from '../../domain/pageRender';

export function pageTitle(title: string): string {
  return title.startsWith(PRODUCT_NAME) || title.endsWith(`| ${PRODUCT_NAME}`) ? title : `${title} | ${PRODUCT_NAME}`;
}

/** Set only while the build prerenders a page: effects do not run there, so the page reports its meta. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export function usePageMeta(title: string, description: string): void {
  useContext(PageMetaCollector)?.({ title: pageTitle(title), description });
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
