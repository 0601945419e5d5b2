import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, TopicSchema, http, paths, useLocale, usePageTitle, type Topic } from '@parts/shared-kernel';
import { sanitizeHtml } from './sanitize';
import styles from './content-page.module.css';

type State = { state: 'loading' } | { state: 'ready'; topic: Topic; url: string } | { state: 'failed' };

export default function ContentPage() {
  const { t } = useTranslation('host');
  const { url = '' } = useParams();
  const [page, setPage] = useState<State>({ state: 'loading' });
  // the page is in the shop's language: a switch loads it again, showing this one until then
  const locale = useLocale();

  useEffect(() => {
    const controller = new AbortController();
    setPage((shown) => (shown.state === 'ready' && shown.url === url ? shown : { state: 'loading' }));
    http.get('/api/Topic/get', { query: { seName: url }, schema: TopicSchema, signal: controller.signal }).then(
      (topic) => setPage({ state: 'ready', topic, url }),
      () => {
        if (!controller.signal.aborted) setPage({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [url, locale]);

  const body = useMemo(() => (page.state === 'ready' ? sanitizeHtml(page.topic.Body) : ''), [page]);
  const title = page.state === 'ready' ? page.topic.Title : '';

  usePageTitle(title);

  if (page.state === 'failed') return <Navigate to={paths.notFound.href()} replace />;
  if (page.state === 'loading') return <Spinner label={t('contentPage.loading')} />;
  return (
    <article className={styles.article}>
      <h1>{page.topic.Title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
