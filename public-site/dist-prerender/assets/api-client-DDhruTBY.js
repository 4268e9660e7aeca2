import { t as answerLanguage } from "./answer-language-KvUJaPDh.js";
// ../libs/conference/dist/http/api-client.js
/** Where the api is served, relative to the page (the shell proxies it). */
var apiBase = "/api";
/** A call that did not come back with a 2xx answer. */
var ApiRequestError = class extends Error {
	kind;
	status;
	serverMessage;
	fieldErrors;
	retryAfterSeconds;
	body;
	constructor(kind, message, status, serverMessage, fieldErrors, retryAfterSeconds, body) {
		super(message);
		this.kind = kind;
		this.status = status;
		this.serverMessage = serverMessage;
		this.fieldErrors = fieldErrors;
		this.retryAfterSeconds = retryAfterSeconds;
		this.body = body;
		this.name = "ApiRequestError";
	}
};
function languageHeader(options) {
	return { "Accept-Language": options.language ?? answerLanguage() };
}
var timeoutMessage = "The server took too long to answer.";
var networkMessage = "Network error";
/** What a 2xx answer without a readable body stands for: nothing was confirmed. */
var emptyAnswer = {
	success: false,
	message: ""
};
/** Retry-After in its delay-seconds form; the HTTP-date form is not sent by this api. */
function retryAfterSeconds(header) {
	if (header === null || !/^\d+$/.test(header.trim())) return void 0;
	return Number(header.trim());
}
function failureFromBody(status, body, retryAfter) {
	const failure = body ?? {};
	const serverMessage = typeof failure.message === "string" ? failure.message : void 0;
	return new ApiRequestError("http", serverMessage ?? `Request failed with status ${status}`, status, serverMessage, failure.errors, retryAfterSeconds(retryAfter), body);
}
function parse(text) {
	try {
		return text ? JSON.parse(text) : void 0;
	} catch {
		return;
	}
}
/**
* Sends a request and reads its answer with `read`, both within the timeout: a timeout or a
* dropped connection throws ApiRequestError.
*/
async function send(method, path, init, options, read) {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), options.timeoutMs);
	try {
		return await read(await fetch(`${apiBase}${path}`, {
			method,
			headers: {
				...init.headers,
				...languageHeader(options),
				...options.headers
			},
			body: init.body,
			credentials: options.credentials ?? "include",
			...options.cache ? { cache: options.cache } : {},
			signal: controller.signal
		}));
	} catch (error) {
		if (error instanceof ApiRequestError) throw error;
		throw controller.signal.aborted ? new ApiRequestError("timeout", timeoutMessage) : new ApiRequestError("network", error instanceof Error ? error.message : networkMessage);
	} finally {
		clearTimeout(timer);
	}
}
async function failureOf(response) {
	const answer = parse(await response.text());
	return failureFromBody(response.status, answer, response.headers.get("Retry-After"));
}
/**
* Sends a JSON request (a body only for POST and PUT) and resolves with the answer of a 2xx
* response, which may still say `success: false`; any other outcome throws ApiRequestError.
*/
function requestJson(method, path, body, options) {
	const headers = { Accept: "application/json" };
	if (body !== void 0) headers["Content-Type"] = "application/json";
	return send(method, path, {
		headers,
		body: body === void 0 ? void 0 : JSON.stringify(body)
	}, options, async (response) => {
		if (!response.ok) throw await failureOf(response);
		return parse(await response.text()) ?? emptyAnswer;
	});
}
function fileNameOf(disposition, fallback) {
	return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}
/**
* GETs a file (an export, a receipt); a refusal carries the api's JSON message as
* ApiRequestError, as requestJson's do.
*/
function downloadFile(path, fallbackName, options) {
	return send("GET", path, { headers: {} }, options, async (response) => {
		if (!response.ok) throw await failureOf(response);
		return {
			blob: await response.blob(),
			fileName: fileNameOf(response.headers.get("Content-Disposition"), fallbackName)
		};
	});
}
/** Hands a downloaded file to the browser, which saves it under its name. */
function saveFile({ blob, fileName }) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 6e4);
}
function getJson(path, options) {
	return requestJson("GET", path, void 0, options);
}
function postJson(path, body, options) {
	return requestJson("POST", path, body, options);
}
/**
* POSTs multipart form data through XMLHttpRequest, because fetch cannot report upload
* progress; the answers and failures are those of requestJson.
*/
function postForm(path, form, options) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open("POST", `${apiBase}${path}`);
		request.timeout = options.timeoutMs;
		request.withCredentials = (options.credentials ?? "include") === "include";
		request.setRequestHeader("Accept", "application/json");
		for (const [name, value] of Object.entries({
			...languageHeader(options),
			...options.headers
		})) request.setRequestHeader(name, value);
		const report = options.onUploadProgress;
		if (report) request.upload.onprogress = (event) => {
			if (event.lengthComputable) report(event.loaded / event.total);
		};
		request.onload = () => {
			const answer = parse(request.responseText);
			if (request.status >= 200 && request.status < 300) resolve(answer ?? emptyAnswer);
			else reject(failureFromBody(request.status, answer, request.getResponseHeader("Retry-After")));
		};
		request.ontimeout = () => reject(new ApiRequestError("timeout", timeoutMessage));
		request.onerror = () => reject(new ApiRequestError("network", networkMessage));
		request.send(form);
	});
}
export { postForm as a, getJson as i, apiBase as n, postJson as o, downloadFile as r, saveFile as s, ApiRequestError as t };
