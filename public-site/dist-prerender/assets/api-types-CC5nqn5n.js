// ../libs/conference/dist/api-types.js
/**
* The registrant's own page (/my-registration), opened from the e-mailed access link.
* Calls carry the link's token in the X-Access-Token header, never in a logged URL.
*/
var accessTokenHeader = "X-Access-Token";
export { accessTokenHeader as t };
