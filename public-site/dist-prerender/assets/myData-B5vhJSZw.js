// src/locales/en/myData.json
var heading = "Your data";
var intro = "Download a copy of everything the organisers hold about you, or ask for it to be erased. Receipts and amounts paid are kept for as long as the accounting rules require, without your name.";
var download = "Download a copy of my data";
var askErasure = "Ask for erasure";
var preparing = "Preparing your copy...";
var problem = "We could not complete this. Please try again in a moment.";
var confirmTitle = "Ask for erasure?";
var confirmText = "The organisers will erase your registration, messages, abstracts and files, keeping only what the accounting rules require, and tell you when it is done. Your access link will then stop working.";
var confirm = "Ask for erasure";
var cancel = "Cancel";
var requested = "Your request has been sent to the organisers. They will erase your data, keeping only what the accounting rules require, and tell you when it is done.";
var myData_default = {
	heading,
	intro,
	download,
	askErasure,
	preparing,
	problem,
	confirmTitle,
	confirmText,
	confirm,
	cancel,
	requested
};
export { confirmTitle as a, intro as c, problem as d, requested as f, confirmText as i, myData_default as l, cancel as n, download as o, confirm as r, heading as s, askErasure as t, preparing as u };
