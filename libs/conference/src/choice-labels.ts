import {
  abstractLanguages,
  abstractPresentationTypes,
  accommodationTypes,
  genders,
  membershipTitles,
  participationLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  registrationPresentationLabels,
  registrationTitles,
  sharingPreferences,
  subthemeTitles,
  yesNo,
} from './choices.js';
import { feeTable, pricingTierLabels } from './fees.js';
import { customPackageOption, sponsorPackages } from './sponsorship.js';

/**
 * The visible labels of the forms' choices, by list, with the English label of each value. The
 * values the api receives stay English; a catalogue `locales/<language>/choices.json` gives each
 * list's labels in one language, keyed by `choiceKey(value)`.
 */
export const choiceLists = {
  titles: labelledByValue([...new Set([...registrationTitles, ...membershipTitles])]),
  genders: labelledByValue(genders),
  yesNo: labelledByValue(yesNo),
  participationTypes: participationLabels,
  registrationPresentationTypes: registrationPresentationLabels,
  participantCategories: Object.fromEntries(
    Object.entries(feeTable).map(([category, facts]) => [category, facts.label]),
  ),
  pricingTiers: pricingTierLabels,
  subthemes: labelledByValue(subthemeTitles),
  abstractLanguages: labelledByValue(abstractLanguages),
  abstractPresentationTypes: labelledByValue(abstractPresentationTypes),
  accommodationTypes: labelledByValue(accommodationTypes),
  sharingPreferences: labelledByValue(sharingPreferences),
  paymentMethods: paymentMethodLabels,
  paymentStatuses: paymentStatusLabels,
  sponsorshipPackages: labelledByValue([
    ...sponsorPackages.map((pkg) => pkg.name),
    customPackageOption,
  ]),
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type ChoiceList = keyof typeof choiceLists;

/** One language's choice labels: list -> choice key -> label. */
export type ChoiceCatalogue = Partial<Record<string, Partial<Record<string, string>>>>;

function labelledByValue(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, value]));
}

/**
 * The catalogue key of a choice value: lower case, every run of other characters a hyphen
 * ('Mr.' -> 'mr', '3-Bedroom Apartment' -> '3-bedroom-apartment'), so no key holds the dots
 * and colons that i18next reads as separators.
 */
export function choiceKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The English label of a value of a list, as the forms and the e-mails have always shown it. */
export function englishChoiceLabel(list: ChoiceList, value: string): string {
  return (choiceLists[list] as Readonly<Record<string, string>>)[value] ?? value;
}

/**
 * A value's label in a catalogue's language; a value the catalogue does not know keeps its
 * English label, so an unexpected value still reads as something.
 */
export function choiceLabel(catalogue: ChoiceCatalogue, list: ChoiceList, value: string): string {
  return catalogue[list]?.[choiceKey(value)] ?? englishChoiceLabel(list, value);
}

/** The English catalogue, built from the lists themselves. */
export function englishChoiceCatalogue(): Record<ChoiceList, Record<string, string>> {
  const catalogue = {} as Record<ChoiceList, Record<string, string>>;
  for (const [list, labels] of Object.entries(choiceLists) as [
    ChoiceList,
    Record<string, string>,
  ][]) {
    catalogue[list] = Object.fromEntries(
      Object.entries(labels).map(([value, label]) => [choiceKey(value), label]),
    );
  }
  return catalogue;
}
