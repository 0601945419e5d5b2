import * as v from 'valibot';
import { list, noControlCharacters, optionalId, optionalText } from './fields';

/** More versions, vehicle keys or equipment codes than any vehicle has. */
const CODES_MAX = 500;
const code = v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters('A code', 'term'));

/** Vehicle filter values as the catalogue sends them with several calls (SPEC section 3). */
export const vehicleFilterEntries = {
  brandId: optionalId('brandId'),
  category: v.pipe(
    optionalText('category', 10),
    v.transform((value) => value || undefined),
  ),
  catalog: v.pipe(
    optionalText('catalog', 40),
    v.transform((value) => value || undefined),
  ),
  typeId: optionalId('typeId'),
  serie: v.pipe(
    optionalText('serie', 40),
    v.transform((value) => value || undefined),
  ),
  bodyId: optionalId('bodyId'),
  modelId: optionalId('modelId'),
  engineId: optionalId('engineId'),
  versionList: v.pipe(
    v.optional(
      v.nullable(
        v.union(
          [
            code,
            list(code, CODES_MAX, 'versionList must be a version id or a list of them.', `versionList has at most ${CODES_MAX} versions.`),
          ],
          'versionList must be a version id or a list of them.',
        ),
      ),
    ),
    v.transform((value) => {
      const list = (Array.isArray(value) ? value : value ? [value] : []).map((item) => item.trim()).filter(Boolean);
      return list.length > 0 ? list : undefined;
    }),
  ),
  steeringId: optionalId('steeringId'),
  transmissionId: optionalId('transmissionId'),
  year: v.pipe(
    optionalId('year'),
    v.check((value) => value === undefined || (value >= 1950 && value <= 2100), 'year must be between 1950 and 2100.'),
  ),
  month: v.pipe(
    optionalId('month'),
    v.check((value) => value === undefined || value <= 12, 'month must be between 1 and 12.'),
  ),
};

/** A list of ids or codes; missing or null reads as []. */
const codeList = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(
        list(
          v.pipe(v.union([code, v.number()]), v.transform(String)),
          CODES_MAX,
          `${label} must be a list.`,
          `${label} has at most ${CODES_MAX} entries.`,
        ),
      ),
      v.transform((value) => value ?? []),
    ),
    [],
  );

/** The current vehicle as later calls pass it back: its keys and equipment codes. */
export const vehicleContextEntries = {
  VehicleKeyList: codeList('VehicleKeyList'),
  EquipmentList: codeList('EquipmentList'),
};
