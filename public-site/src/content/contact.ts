/**
 * The contact page's map: a hotel in Entebbe, on the shore of Lake Victoria. The hotel is not
 * named yet, so the page names the area (its texts are in the contact catalogues); the links
 * open the spot in a map service.
 */
export const entebbeMap = {
  latitude: 0.0512,
  longitude: 32.4637,
} as const;

export const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${entebbeMap.latitude}&mlon=${entebbeMap.longitude}#map=14/${entebbeMap.latitude}/${entebbeMap.longitude}`;
export const googleMapsUrl = `https://www.google.com/maps/search/?api=1&query=${entebbeMap.latitude},${entebbeMap.longitude}`;

export const contactContent = {
  title: 'Contact Us',
  lead: 'Questions about the conference, registration, abstracts or sponsorship? Write to the right mailbox below or send us a message, and the organisers will get back to you.',
  formTitle: 'Send us a message',
  formSuccess: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;
