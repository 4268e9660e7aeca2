/** Words of the sponsorship inquiry dialog (the page's own words are in the sponsorship catalogue). */
export const sponsorshipContent = {
  dialogTitle: 'Sponsorship Inquiry',
  dialogIntro: 'Fields marked * are required.',
  submit: 'Submit Inquiry',
  cancel: 'Cancel',
  thankYou: 'Thank You!',
} as const;
