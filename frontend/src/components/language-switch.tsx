import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, isLanguage, type Language } from '@pfe/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n';

/**
 * The language switch (landing page, sign-in page, Settings): each language by its own name, so
 * she finds hers whatever the page reads in now. The choice applies at once and is kept on this
 * device (the `lang` cookie); `onChosen` also saves it on her account when she is signed in.
 */
export function LanguageSwitch({ onChosen, size = 'small' }: { onChosen?: (language: Language) => void; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const choose = (value: string) => {
    if (!isLanguage(value) || value === currentLanguage()) return;
    void setLanguage(value);
    onChosen?.(value);
  };
  return (
    <TextField
      select
      size={size}
      label={t('language.label')}
      value={currentLanguage()}
      onChange={(e) => choose(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
