import type { ReactNode } from 'react';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Alert, useReferenceData } from '@parts/shared-kernel';
import { AccountLayout } from '../account-layout/AccountLayout';

/** A page of the dealer's team (extension team); in a shop without the extension, its title and that the shop does not offer it. */
export function TeamOnly({ title, notOffered, children }: { title: string; notOffered: string; children: ReactNode }) {
  const { config } = useReferenceData();
  if (hasExtension(config, EXTENSIONS.team)) return children;
  return (
    <AccountLayout title={title}>
      <Alert kind="info">{notOffered}</Alert>
    </AccountLayout>
  );
}
