// Every page sets its document title and description meta tag (SEO and screen-reader context).
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';

export function pageTitle(title: string): string {
  return title.startsWith(PRODUCT_NAME) || title.endsWith(`| ${PRODUCT_NAME}`) ? title : `${title} | ${PRODUCT_NAME}`;
}

export function usePageMeta(title: string, description: string): void {
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
