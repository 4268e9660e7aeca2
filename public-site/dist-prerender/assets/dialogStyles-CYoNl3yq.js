import { useEffect, useImperativeHandle, useLayoutEffect, useRef } from "react";
import { jsx } from "react/jsx-runtime";
// ../libs/conference/dist/ui/Dialog.js
var focusableSelector = [
	"a[href]",
	"button:not([disabled])",
	"input:not([disabled]):not([type=\"hidden\"])",
	"select:not([disabled])",
	"textarea:not([disabled])",
	"[tabindex]:not([tabindex=\"-1\"])"
].join(",");
function focusableWithin(container) {
	return Array.from(container.querySelectorAll(focusableSelector)).filter((element) => element.tabIndex >= 0 && !element.closest("[hidden],[inert]"));
}
/**
* Stops the page behind the dialog from scrolling while it is open, and puts back whatever
* overflow and padding the body had. The padding stands in for the scrollbar that disappears,
* so the page does not jump sideways.
*/
function lockBodyScroll() {
	const { body, documentElement } = document;
	const previousOverflow = body.style.overflow;
	const previousPaddingRight = body.style.paddingRight;
	const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
	body.style.overflow = "hidden";
	if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
	return () => {
		body.style.overflow = previousOverflow;
		body.style.paddingRight = previousPaddingRight;
	};
}
/**
* A modal dialog on the native <dialog> element, open while it is mounted. The browser puts it
* above everything and makes the page behind inert; on top of that the page does not scroll,
* Tab and Shift+Tab wrap around inside it (the browser would let focus out to its own toolbar),
* Escape closes it, and focus returns to what opened it. It brings no styling of its own.
*/
function Dialog({ onClose, children, className, initialFocus, returnFocusTo, closeOnBackdropClick = false, ref, ...attributes }) {
	const dialogRef = useRef(null);
	const unmounting = useRef(false);
	const latest = useRef({
		onClose,
		initialFocus,
		returnFocusTo
	});
	useImperativeHandle(ref, () => dialogRef.current, []);
	useEffect(() => {
		latest.current = {
			onClose,
			initialFocus,
			returnFocusTo
		};
	});
	useLayoutEffect(() => {
		const dialog = dialogRef.current;
		if (!dialog) return;
		unmounting.current = false;
		const active = document.activeElement;
		const opener = latest.current.returnFocusTo ?? (active instanceof HTMLElement ? active : null);
		if (typeof dialog.showModal === "function") {
			if (!dialog.open) dialog.showModal();
		} else dialog.setAttribute("open", "");
		const unlockScroll = lockBodyScroll();
		(latest.current.initialFocus?.current ?? focusableWithin(dialog)[0] ?? dialog).focus();
		return () => {
			unmounting.current = true;
			if (typeof dialog.close === "function") {
				if (dialog.open) dialog.close();
			} else dialog.removeAttribute("open");
			unlockScroll();
			if (opener?.isConnected) opener.focus();
		};
	}, []);
	const onKeyDown = (event) => {
		const root = event.currentTarget;
		if (event.key === "Escape") {
			event.preventDefault();
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key !== "Tab") return;
		const items = focusableWithin(root);
		const firstItem = items[0];
		const lastItem = items.at(-1);
		if (!firstItem || !lastItem) {
			event.preventDefault();
			root.focus();
			return;
		}
		const current = document.activeElement;
		const outside = current === root || !root.contains(current);
		if (event.shiftKey && (current === firstItem || outside)) {
			event.preventDefault();
			lastItem.focus();
		} else if (!event.shiftKey && current === lastItem) {
			event.preventDefault();
			firstItem.focus();
		}
	};
	const onCancel = (event) => {
		event.preventDefault();
		onClose();
	};
	const onClosed = () => {
		if (!unmounting.current && !dialogRef.current?.open) onClose();
	};
	const onClick = (event) => {
		if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
	};
	return jsx("dialog", {
		ref: dialogRef,
		"aria-modal": "true",
		tabIndex: -1,
		className,
		onKeyDown,
		onCancel,
		onClose: onClosed,
		onClick,
		...attributes,
		children
	});
}
// src/components/dialogStyles.ts
/**
* Turns a <dialog> into a layer over the whole viewport, replacing the browser's centred box
* (its auto size, its maximum width and height and its faint backdrop). Each use adds its own
* display, background and layout.
*/
var fullScreenDialogClass = "fixed inset-0 h-full max-h-none w-full max-w-none backdrop:bg-transparent";
export { Dialog as n, fullScreenDialogClass as t };
