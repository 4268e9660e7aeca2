/**
 * The text fields of a valid registration form (a member attending, no student file, robot
 * check not included), for suites that need a registration to exist.
 */
export function registrationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Dr.',
    firstName: 'Grace',
    otherNames: 'Atuhaire',
    gender: 'Female',
    email: 'grace.atuhaire@example.org',
    phone: '+256 772 000 111',
    country: 'Uganda',
    city: 'Kampala',
    institution: 'Makerere University',
    participationType: 'attendee',
    participantCategory: 'member',
    fieldTrip: 'No',
    marketingConsent: 'false',
    paymentConfirmation: 'true',
    programConsent: 'true',
    emailConsent: 'false',
    ...overrides,
  };
}
