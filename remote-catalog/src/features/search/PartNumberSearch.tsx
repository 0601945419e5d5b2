import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, errorId, Field, paths } from '@parts/shared-kernel';
import { partNumberSearchFormSchema } from '@parts/contract/catalogue';
import { lastPartSearch, rememberPartSearch } from './last-part-search';
import styles from './search.module.css';

const PartFormSchema = partNumberSearchFormSchema({ required: 'required' });
type PartForm = v.InferOutput<typeof PartFormSchema>;

/** Search by part number: goes to the product route with the vehicleSpecific flag; the field keeps the number searched. */
export function PartNumberSearch() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PartForm>({ resolver: valibotResolver(PartFormSchema), defaultValues: { sku: lastPartSearch() } });
  const sku = useWatch({ control, name: 'sku' });
  const error = errors.sku?.message;
  const search = ({ sku: value }: PartForm) => {
    rememberPartSearch(value.trim());
    navigate(paths.partSearch.href(value.trim()));
  };
  return (
    <form className={styles.inlineForm} onSubmit={handleSubmit(search)} role="search" aria-label={t('search.byPart')} noValidate>
      <Field
        id="catalog-part-number"
        label={t('search.partNumber')}
        error={error ? t(`validation.${error}`) : undefined}
        className={styles.grow}
      >
        <input
          id="catalog-part-number"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('catalog-part-number') : undefined}
          {...register('sku')}
        />
      </Field>
      <Button type="submit" disabled={!sku.trim()} className={styles.formButton}>
        {t('search.search')}
      </Button>
    </form>
  );
}
