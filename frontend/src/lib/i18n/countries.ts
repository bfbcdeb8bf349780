import { currentLanguage, intlLocale } from '.';

/**
 * The region code of each country name the apps' lists use (SupportMatch's and SocketRelay's, in
 * @pfe/contracts, whose English names are the values the server stores), so that another language
 * can show Intl's own name for it.
 */
const REGION: Record<string, string> = {
  Argentina: 'AR', Australia: 'AU', Austria: 'AT', Bangladesh: 'BD', Belgium: 'BE', Brazil: 'BR', Canada: 'CA', Chile: 'CL',
  China: 'CN', Colombia: 'CO', 'Czech Republic': 'CZ', Denmark: 'DK', Egypt: 'EG', Ethiopia: 'ET', Finland: 'FI', France: 'FR',
  Germany: 'DE', Ghana: 'GH', Greece: 'GR', Hungary: 'HU', India: 'IN', Indonesia: 'ID', Ireland: 'IE', Israel: 'IL', Italy: 'IT',
  Jamaica: 'JM', Japan: 'JP', Kenya: 'KE', Malaysia: 'MY', Mexico: 'MX', Morocco: 'MA', Netherlands: 'NL', 'New Zealand': 'NZ',
  Nigeria: 'NG', Norway: 'NO', Pakistan: 'PK', Peru: 'PE', Philippines: 'PH', Poland: 'PL', Portugal: 'PT', Romania: 'RO',
  'Saudi Arabia': 'SA', Singapore: 'SG', 'South Africa': 'ZA', 'South Korea': 'KR', Spain: 'ES', Sweden: 'SE', Switzerland: 'CH',
  Taiwan: 'TW', Thailand: 'TH', Turkey: 'TR', Uganda: 'UG', Ukraine: 'UA', 'United Arab Emirates': 'AE', 'United Kingdom': 'GB',
  'United States': 'US', Venezuela: 'VE', Vietnam: 'VN',
};

const names = new Map<string, Intl.DisplayNames>();

/**
 * A stored country name as the member reads it: the name itself in English (the spec's lists),
 * Intl's name in another language ("Estados Unidos"); a name without a code stays as it is.
 */
export function countryName(name: string): string {
  const language = currentLanguage();
  const region = REGION[name];
  if (language === 'en' || !region) return name;
  const locale = intlLocale(language);
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, display);
  }
  return display.of(region) ?? name;
}
