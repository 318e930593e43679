import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { Button, Dialog, Spinner, toast } from '@cerca/ui';
import { useState } from 'react';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from '../../../api/saved-addresses';
import { useAddressText } from '../../../components/use-address-text';
import { NS } from '../../../lib/i18n';
import { addressBody, addressFormValues } from '../lib/address-form';
import { AddressDialog } from './address-dialog';
import './saved-addresses.css';

/**
 * "Mis direcciones" (the profile's tab): the saved addresses, the default first and marked
 * "Principal", each to edit, make the default or delete (after asking); "Agregar dirección" up to
 * ten. The checkout offers the same list.
 */
export function SavedAddresses({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const text = useAddressText();
  const addresses = useSavedAddresses(userId);
  const save = useSaveAddress(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  if (addresses.isPending) return <Spinner label={t('addresses.title')} />;
  if (addresses.isError)
    return (
      <div className="mf-stack" role="alert">
        <p className="mf-error">{t('addresses.loadError')}</p>
        <Button variant="secondary" onClick={() => addresses.refetch()}>
          {t('addresses.retry')}
        </Button>
      </div>
    );

  const list = addresses.data;
  const full = list.length >= MAX_SAVED_ADDRESSES;
  const makeDefault = (address: SavedAddress) =>
    save
      .mutateAsync({
        id: address.id,
        input: { ...addressBody(addressFormValues(address, null)), is_default: true },
      })
      .catch(() => toast.error(t('addresses.saveError')));
  const confirmDelete = (address: SavedAddress) =>
    remove
      .mutateAsync(address.id)
      .then(() => {
        setDeleting(null);
        toast.success(t('addresses.deleted'));
      })
      .catch(() => toast.error(t('addresses.deleteError')));

  return (
    <section className="mf-stack" data-testid="saved-addresses">
      <p className="mf-muted">{t('addresses.intro')}</p>
      {list.length === 0 ? <p data-testid="saved-addresses-empty">{t('addresses.empty')}</p> : null}
      <ul className="mf-addresses">
        {list.map((address) => (
          <li key={address.id} className="mf-address" data-testid="saved-address">
            <div className="mf-address__text">
              <strong>
                {text.name(address)}
                {address.is_default ? (
                  <span className="mf-address__badge">{t('addresses.default')}</span>
                ) : null}
              </strong>
              <span>{text.summary(address)}</span>
              <span className="mf-muted mf-small">
                {address.postal_code} · {address.city_name}
              </span>
            </div>
            <div className="mf-address__actions">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('addresses.editLabel', { name: text.name(address) })}
                onClick={() => setEditing(address)}
              >
                {t('addresses.edit')}
              </Button>
              {address.is_default ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => makeDefault(address)}
                  disabled={save.isPending}
                >
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('addresses.deleteLabel', { name: text.name(address) })}
                onClick={() => setDeleting(address)}
              >
                {t('addresses.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {full ? <p className="mf-muted">{t('addresses.full')}</p> : null}
      <p>
        <Button onClick={() => setEditing('new')} disabled={full} data-testid="address-add">
          {t('addresses.add')}
        </Button>
      </p>
      {editing ? (
        <AddressDialog
          userId={userId}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <Dialog
          open
          size="sm"
          onClose={() => setDeleting(null)}
          title={t('addresses.deleteConfirm.title')}
          description={t('addresses.deleteConfirm.description', {
            name: text.name(deleting),
            address: text.summary(deleting),
          })}
          data-testid="address-delete-confirm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {t('addresses.deleteConfirm.cancel')}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => confirmDelete(deleting)}>
                {t('addresses.deleteConfirm.confirm')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
