import { useTranslation } from 'react-i18next';
import { BackLink as AppBackLink } from '../../../components/back-link';
import { SLEEPSTORIES_PATHS } from '../paths';

/** Spec §2: the story page's back link, to the library. */
export function BackLink() {
  const { t } = useTranslation('sleepstories');
  return <AppBackLink to={SLEEPSTORIES_PATHS.library} label={t('story.back')} />;
}
