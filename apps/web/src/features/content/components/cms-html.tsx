import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

/** CMS HTML, sanitised again right before rendering (the server already cleaned it when it was stored). */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`cms-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
