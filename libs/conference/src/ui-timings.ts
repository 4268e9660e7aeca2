/** Timings and distances of the site's interface, in milliseconds unless named in pixels. */
export const uiTimingsMs = {
  headerScrollThresholdPx: 10,
  membershipSuccessClose: 3_000,
  contactSuccessNotice: 5_000,
  earlyBirdPulse: 2_000,
  galleryFilterDelay: 300,
  countdownTick: 1_000,
  sponsorshipSuccessClose: 3_000,
  accommodationAutoAdvance: 5_000,
  thumbnailScrollPx: 120,
} as const;
