import { useMemo } from 'react';
import { Navigate, useParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, paths, useLocale, usePageTitle } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { topicQuery } from './api/get-topic';
import { sanitizeHtml } from './sanitize';
import styles from './content-page.module.css';

export default function ContentPage() {
  const { t } = useTranslation('host');
  const { url = '' } = useParams();
  // in the shop's language: a switch loads it again, showing this one until then
  const page = useApiQuery(topicQuery(url, useLocale()));
  const body = useMemo(() => (page.data ? sanitizeHtml(page.data.Body) : ''), [page.data]);

  usePageTitle(page.data?.Title ?? '');

  // SPEC section 8: a content page that fails goes to /404
  if (page.isError) return <Navigate to={paths.notFound.href()} replace />;
  if (!page.data) return <Spinner label={t('contentPage.loading')} />;
  return (
    <article className={styles.article}>
      <h1>{page.data.Title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
