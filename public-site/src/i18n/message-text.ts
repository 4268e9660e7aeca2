import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, localizeMessage, type MessageCatalogue } from '@caawg11/conference';
import { messagesNamespace } from './i18n';
import { useLanguage } from './language';

/**
 * The text a visitor reads for one of the specification's English messages (a field's
 * validation message, or a message the api answered), in the page's language.
 *
 * An English page shows the message as it is, with nothing to fetch. Another language's
 * messages catalogue is fetched when a page using this first draws; until it has arrived (a
 * message only shows once the visitor has acted) the English stands in.
 */
export function useMessageText(): (englishMessage: string) => string {
  const language = useLanguage();
  const english = language === defaultLanguage;
  const { i18n, ready } = useTranslation(english ? undefined : messagesNamespace, {
    useSuspense: false,
  });
  const catalogue =
    !english && ready && i18n.hasResourceBundle(language, messagesNamespace)
      ? (i18n.getResourceBundle(language, messagesNamespace) as MessageCatalogue)
      : undefined;
  return useCallback(
    (englishMessage: string) => localizeMessage(englishMessage, language, catalogue),
    [language, catalogue],
  );
}
