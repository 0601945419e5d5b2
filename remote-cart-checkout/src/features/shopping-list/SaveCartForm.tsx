import { useState } from 'react';
import type * as v from 'valibot';
import { useApiQuery } from '@parts/shared-kernel/query';
import { shoppingListsQuery } from '@parts/shared-kernel/shopping-lists';
import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, Button, Field, errorId, notify, paths, useLocale } from '@parts/shared-kernel';
import type { CartLine } from '../cart/api/cart-schemas';
import { useCreateShoppingList } from './api/create-shopping-list';
import { useUpdateShoppingList } from './api/update-shopping-list';
import { LIST_NAME_MAX, SaveCartSchema, canSaveCart, type SaveCartValues } from './save-cart-schema';
import styles from '../cart/cart.module.css';

/** 'Shopping List': the cart saved as a new list or over an existing one. */
export function SaveCartForm({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  // a list that cannot be read leaves only 'new list' (the notification said why)
  const lists = useApiQuery(shoppingListsQuery(useLocale())).data;
  const create = useCreateShoppingList();
  const update = useUpdateShoppingList();
  /** The server's word on the name (e.g. a list with this name exists already). */
  const [nameRefused, setNameRefused] = useState<string | undefined>();
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SaveCartValues, unknown, v.InferOutput<typeof SaveCartSchema>>({
    resolver: valibotResolver(SaveCartSchema),
    defaultValues: { mode: 'new', name: '', listId: '' },
  });
  const values = watch();

  const onSubmit = handleSubmit(async (form) => {
    if (!canSaveCart(form)) return;
    setNameRefused(undefined);
    try {
      if (form.mode === 'new') {
        // the lists are asked again (the header's count follows their answer)
        await create.mutateAsync(form.name.trim());
        notify('success', { key: 'cart:saveCart.saved' });
      } else {
        await update.mutateAsync({
          listId: Number(form.listId),
          items: lines.map((line) => ({ Sku: line.Product.Sku, Quantity: line.Quantity })),
        });
        notify('success', { key: 'cart:saveCart.updated' });
      }
      navigate(paths.shoppingList.href());
    } catch (error) {
      // a refused name under its field only (the list's creation is quiet); anything else as a notice
      if (!(error instanceof ApiError)) return;
      const refused = error.fieldErrors.Name?.[0];
      if (refused) setNameRefused(refused);
      else if (form.mode === 'new') notify('danger', error.messageText, { title: error.titleText, topic: 'POST /api/ShoppingList' });
    }
  });

  const hasLists = (lists?.length ?? 0) > 0;
  const mode = hasLists ? values.mode : 'new';
  const fieldError = (key: string | undefined) => (key ? t(`validation.${key}`) : undefined);

  return (
    <form className={styles.tool} onSubmit={onSubmit} noValidate aria-labelledby="save-cart-heading">
      <h2 id="save-cart-heading" className={styles.toolHeading}>
        {t('saveCart.title')}
      </h2>
      {hasLists && (
        <fieldset className={styles.toggle}>
          <legend className="visually-hidden">{t('saveCart.how')}</legend>
          <label>
            <input type="radio" value="new" {...register('mode')} /> {t('saveCart.newList')}
          </label>
          <label>
            <input type="radio" value="existing" {...register('mode')} /> {t('saveCart.existingList')}
          </label>
        </fieldset>
      )}
      {mode === 'new' ? (
        <Field id="save-cart-name" label={t('saveCart.name')} required error={fieldError(errors.name?.message) ?? nameRefused}>
          <input
            id="save-cart-name"
            maxLength={LIST_NAME_MAX}
            aria-invalid={errors.name ? 'true' : 'false'}
            aria-describedby={errorId('save-cart-name')}
            {...register('name')}
          />
        </Field>
      ) : (
        <Field id="save-cart-list" label={t('saveCart.list')} required error={fieldError(errors.listId?.message)}>
          <select
            id="save-cart-list"
            aria-invalid={errors.listId ? 'true' : 'false'}
            aria-describedby={errorId('save-cart-list')}
            {...register('listId')}
          >
            <option value="">{t('saveCart.chooseList')}</option>
            {lists?.map((list) => (
              <option key={list.Id} value={String(list.Id)}>
                {list.Name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Button type="submit" disabled={!canSaveCart({ ...values, mode }) || isSubmitting}>
        {t('saveCart.save')}
      </Button>
    </form>
  );
}
