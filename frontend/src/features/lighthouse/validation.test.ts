import { describe, expect, it } from 'vitest';
import { addEntry, toProfileInput, toPropertyInput, validateProfile, validateProperty, type PropertyFormValues } from './validation';

const VALID: PropertyFormValues = {
  title: 'Room',
  description: 'A room',
  propertyType: 'room',
  address: '1 Main St',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  bedrooms: '',
  bathrooms: '',
  monthlyRent: '',
  securityDeposit: '',
  availableFrom: '',
  availableUntil: '',
  maxOccupants: '1',
  amenities: [],
  housingRules: '',
  isActive: true,
};

describe('property form', () => {
  it('accepts the required fields alone and sends empty optional ones as null', () => {
    expect(validateProperty(VALID)).toEqual({});
    expect(toPropertyInput({ ...VALID, title: '  Room  ' })).toMatchObject({ title: 'Room', bedrooms: null, bathrooms: null, monthlyRent: null, housingRules: null, maxOccupants: 1 });
  });

  it('names every missing required field', () => {
    const errors = validateProperty({ ...VALID, title: ' ', description: '', address: '', city: '', state: '', zipCode: '' });
    expect(errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code is required',
    });
  });

  it('checks numbers, money, lengths and the availability order', () => {
    const errors = validateProperty({ ...VALID, state: 'x'.repeat(51), zipCode: '12345678901', bedrooms: '1.5', bathrooms: '1.25', monthlyRent: '12.345', securityDeposit: '-1', maxOccupants: '0', availableFrom: '2030-02-01', availableUntil: '2030-01-01' });
    expect(Object.keys(errors).sort()).toEqual(['availableUntil', 'bathrooms', 'bedrooms', 'maxOccupants', 'monthlyRent', 'securityDeposit', 'state', 'zipCode']);
    expect(validateProperty({ ...VALID, bedrooms: '2', bathrooms: '1.5', monthlyRent: '650', securityDeposit: '0.00' })).toEqual({});
  });

  it('adds trimmed, non-empty, new entries only', () => {
    expect(addEntry([], '  Wifi ', 5)).toEqual(['Wifi']);
    expect(addEntry(['Wifi'], 'Wifi', 5)).toEqual(['Wifi']);
    expect(addEntry(['Wifi'], '   ', 5)).toEqual(['Wifi']);
    expect(addEntry(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});

describe('profile form', () => {
  const seeker = { profileType: 'seeker' as const, displayName: 'Sky', bio: '', phoneNumber: '', housingNeeds: '', moveInDate: '', budgetMin: '', budgetMax: '' };

  it('requires a type and a display name', () => {
    expect(validateProfile({ ...seeker, profileType: '', displayName: ' ' })).toMatchObject({ profileType: expect.any(String), displayName: 'Display name is required' });
  });

  it('checks the budget order for seekers', () => {
    expect(validateProfile({ ...seeker, budgetMin: '900', budgetMax: '100' }).budgetMax).toBe('The maximum budget must be at least the minimum budget');
    expect(validateProfile({ ...seeker, budgetMin: '100', budgetMax: '900' })).toEqual({});
  });

  it('sends the seeker-only fields for seekers only', () => {
    expect(toProfileInput({ ...seeker, housingNeeds: ' Ground floor ' })).toMatchObject({ housingNeeds: 'Ground floor', budgetMin: null });
    expect(toProfileInput({ ...seeker, profileType: 'host', housingNeeds: 'x' })).not.toHaveProperty('housingNeeds');
  });
});
