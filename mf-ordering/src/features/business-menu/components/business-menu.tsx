import type { BusinessMenuProps } from '@cerca/contracts';
import { remoteRootClass } from '@cerca/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { MenuList } from './menu-list';
import '../texts';
import './business-menu.css';

/**
 * The business page's Menú (Servicios) tab, exposed to mf-discovery as "./business-menu". It
 * renders inside the business page but with this remote's query cache and root class: the order
 * it places refreshes /my-orders, and its styles stay this remote's own.
 */
export function BusinessMenu({ business }: BusinessMenuProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={remoteRootClass('mf_ordering')}>
        <MenuList business={business} />
      </div>
    </QueryClientProvider>
  );
}
