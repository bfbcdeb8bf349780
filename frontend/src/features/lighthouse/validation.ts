import { i18n } from '../../lib/i18n';
import { LIGHTHOUSE_LIMITS as L, type LighthouseProfileInput, type LighthouseProfileType, type LighthousePropertyInput, type LighthousePropertyType } from '@pfe/contracts/lighthouse';

/** The property form's values, as typed (the forms treat bedrooms, bathrooms and rent as optional text). */
export interface PropertyFormValues {
  title: string;
  description: string;
  propertyType: LighthousePropertyType;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  bedrooms: string;
  bathrooms: string;
  monthlyRent: string;
  securityDeposit: string;
  availableFrom: string;
  availableUntil: string;
  maxOccupants: string;
  amenities: string[];
  housingRules: string;
  isActive: boolean;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const BATHROOMS = /^\d{1,2}(\.\d)?$/;
const WHOLE = /^\d+$/;


/** Adds a typed entry (trimmed, non-empty, not already there) to a list; answers the list unchanged otherwise. */
export function addEntry(list: string[], entry: string, max: number): string[] {
  const trimmed = entry.trim();
  if (!trimmed || list.includes(trimmed) || list.length >= max) return list;
  return [...list, trimmed];
}

/** `label` is the English field name (the call's reading aid); the message names the field in the UI's language (`lighthouse:v.fields`). */
function requiredText(errors: Record<string, string>, key: string, value: string, _label: string, max: number) {
  const text = value.trim();
  if (!text) errors[key] = i18n.t('lighthouse:v.required', { label: i18n.t(`lighthouse:v.fields.${key}`) });
  else if (text.length > max) errors[key] = i18n.t('lighthouse:v.max', { label: i18n.t(`lighthouse:v.fields.${key}`), max });
}

export function validateProperty(v: PropertyFormValues): FieldErrors<keyof PropertyFormValues> {
  const errors: Record<string, string> = {};
  requiredText(errors, 'title', v.title, 'Title', L.title);
  requiredText(errors, 'description', v.description, 'Description', L.description);
  requiredText(errors, 'address', v.address, 'Address', L.address);
  requiredText(errors, 'city', v.city, 'City', L.city);
  requiredText(errors, 'state', v.state, 'State', L.state);
  requiredText(errors, 'zipCode', v.zipCode, 'Zip code', L.zipCode);
  if (v.bedrooms.trim() && (!WHOLE.test(v.bedrooms.trim()) || Number(v.bedrooms) > L.bedrooms)) errors.bedrooms = i18n.t('lighthouse:v.bedrooms', { max: L.bedrooms });
  if (v.bathrooms.trim() && !BATHROOMS.test(v.bathrooms.trim())) errors.bathrooms = i18n.t('lighthouse:v.bathrooms');
  if (v.monthlyRent.trim() && !MONEY.test(v.monthlyRent.trim())) errors.monthlyRent = i18n.t('lighthouse:v.monthlyRent');
  if (v.securityDeposit.trim() && !MONEY.test(v.securityDeposit.trim())) errors.securityDeposit = i18n.t('lighthouse:v.securityDeposit');
  if (v.availableFrom && v.availableUntil && v.availableFrom > v.availableUntil) errors.availableUntil = i18n.t('lighthouse:v.availableUntil');
  const occupants = v.maxOccupants.trim();
  if (!WHOLE.test(occupants) || Number(occupants) < 1 || Number(occupants) > L.maxOccupants) errors.maxOccupants = i18n.t('lighthouse:v.maxOccupants', { max: L.maxOccupants });
  const rules = v.housingRules.trim();
  if (rules.length > L.houseRules) errors.housingRules = i18n.t('lighthouse:v.housingRules', { max: L.houseRules });
  return errors;
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The request body for POST / PUT /api/lighthouse/properties (the whole listing each time). */
export function toPropertyInput(v: PropertyFormValues): LighthousePropertyInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    propertyType: v.propertyType,
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipCode: v.zipCode.trim(),
    bedrooms: v.bedrooms.trim() ? Number(v.bedrooms) : null,
    bathrooms: optional(v.bathrooms),
    monthlyRent: optional(v.monthlyRent),
    securityDeposit: optional(v.securityDeposit),
    availableFrom: v.availableFrom || null,
    availableUntil: v.availableUntil || null,
    maxOccupants: Number(v.maxOccupants),
    amenities: v.amenities,
    housingRules: optional(v.housingRules),
    isActive: v.isActive,
  };
}

export interface ProfileFormValues {
  profileType: LighthouseProfileType | '';
  displayName: string;
  bio: string;
  phoneNumber: string;
  housingNeeds: string;
  moveInDate: string;
  budgetMin: string;
  budgetMax: string;
}

export function validateProfile(v: ProfileFormValues): FieldErrors<keyof ProfileFormValues> {
  const errors: Record<string, string> = {};
  if (!v.profileType) errors.profileType = i18n.t('lighthouse:v.profileType');
  requiredText(errors, 'displayName', v.displayName, 'Display name', L.displayName);
  if (v.bio.trim().length > L.bio) errors.bio = i18n.t('lighthouse:v.bio', { max: L.bio });
  const phone = v.phoneNumber.trim();
  if (phone && (phone.length > L.phoneNumber || !/^\+?[0-9][0-9 ().-]*$/.test(phone))) errors.phoneNumber = i18n.t('lighthouse:v.phone', { max: L.phoneNumber });
  if (v.profileType === 'seeker') {
    if (v.housingNeeds.trim().length > L.housingNeeds) errors.housingNeeds = i18n.t('lighthouse:v.housingNeeds', { max: L.housingNeeds });
    if (v.budgetMin.trim() && !MONEY.test(v.budgetMin.trim())) errors.budgetMin = i18n.t('lighthouse:v.budgetMin');
    if (v.budgetMax.trim() && !MONEY.test(v.budgetMax.trim())) errors.budgetMax = i18n.t('lighthouse:v.budgetMax');
    if (!errors.budgetMin && !errors.budgetMax && v.budgetMin.trim() && v.budgetMax.trim() && Number(v.budgetMin) > Number(v.budgetMax)) {
      errors.budgetMax = i18n.t('lighthouse:v.budgetOrder');
    }
  }
  return errors;
}

/** The request body for POST / PUT /api/lighthouse/profile; seeker-only fields are sent for seekers only. */
export function toProfileInput(v: ProfileFormValues): LighthouseProfileInput {
  const seeker = v.profileType === 'seeker';
  return {
    profileType: v.profileType || undefined,
    displayName: v.displayName.trim(),
    bio: optional(v.bio),
    phoneNumber: optional(v.phoneNumber),
    ...(seeker ? { housingNeeds: optional(v.housingNeeds), moveInDate: v.moveInDate || null, budgetMin: optional(v.budgetMin), budgetMax: optional(v.budgetMax) } : {}),
  };
}
