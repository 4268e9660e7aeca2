import { choiceKey, englishChoiceLabel, intlLocales, type ChoiceList } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import type { Failure } from './failure';
import type { Option } from './Field';

/** A choice's visible label in the page's language; the value the api receives stays English. */
export function useChoiceLabel(): (list: ChoiceList, value: string) => string {
  const { t } = useTranslation('choices');
  return (list, value) =>
    t(`${list}.${choiceKey(value)}`, { defaultValue: englishChoiceLabel(list, value) });
}

/** A choice list as options: English values, labels in the page's language. */
export function useChoiceOptions(): (list: ChoiceList, values: readonly string[]) => Option[] {
  const choiceLabel = useChoiceLabel();
  return (list, values) => values.map((value) => ({ value, label: choiceLabel(list, value) }));
}

/** A failure's message and detail in the page's language. */
export function useFailureText(): (failure: Failure) => { message: string; detail?: string } {
  const { t } = useTranslation('forms');
  const messageText = useMessageText();
  return (failure) => {
    const { cause } = failure;
    const detail =
      cause?.kind === 'timeout'
        ? t('failure.timeout', { count: cause.seconds })
        : cause?.kind === 'network'
          ? t('failure.network')
          : failure.detail && messageText(failure.detail);
    return { message: messageText(failure.message), detail };
  };
}

/**
 * The Intl locale of the page's language (en-GB, fr-FR, pt-PT), for the catalogues' number,
 * currency and date formats: i18next would otherwise format with the bare language code
 * ('pt' reads as Brazilian Portuguese).
 */
export function useIntlLocale(): string {
  return intlLocales[useLanguage()];
}
