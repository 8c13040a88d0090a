package classify

import "strings"

// webdriverError reads a W3C WebDriver error: the remote end's body
// {"value":{"error":"<code>","message":"..."}} that chromedriver,
// geckodriver, safaridriver, Selenium Grid and Appium send, and the same
// code behind Selenium's Python client ("...Exception: Message: <code>").
// The JSON error code decides, not the HTTP status the spec pairs with it
// (https://w3c.github.io/webdriver/#errors): an obscured click under 400
// is a wait, a pointer target off the viewport under 500 is the call's
// own argument, a driver that cannot start a session for the installed
// browser under 500 is the environment, an open dialog under 500 is the
// page's state (set 396). "unknown error" says nothing: the status reads.
func webdriverError(c *ctx, t string) (Result, bool) {
	code := ""
	// The client forms carry "error" or "Exception"; chromedriver's own
	// text carries its "(Session info: " trailer (set 1469). Without
	// either, nothing to read.
	if !strings.Contains(t, "rror") && !strings.Contains(t, "Exception") && !strings.Contains(t, "(Session info: ") {
		return Result{}, false
	}
	if v := jsonObject(c.body, "value"); v != "" {
		code = jsonString(v, "error")
	} else if i := strings.Index(t, "Exception: Message: "); i >= 0 && strings.Contains(t[:i], "selenium") {
		code = t[i+len("Exception: Message: "):]
	} else if i := strings.Index(t, "Exception: Alert Text: "); i >= 0 && strings.Contains(t[:i], "selenium") {
		// Python's UnexpectedAlertPresentException prints the dialog's
		// text first, then its "Message: <code>" on the next line (set 658).
		if j := strings.Index(t[i:], "\nMessage: "); j >= 0 {
			code = t[i+j+len("\nMessage: "):]
		}
	} else if i := strings.Index(t, "Exception: "); i >= 0 && strings.Contains(t[:i], "org.openqa.selenium.") {
		// Selenium's Java client: "org.openqa.selenium.<Name>Exception: "
		// and the remote end's message, which chromedriver starts with the
		// W3C code (set 658).
		code = t[i+len("Exception: "):]
	} else if i := strings.Index(t, "Selenium::WebDriver::Error::"); i >= 0 {
		// Selenium's Ruby client: "Selenium::WebDriver::Error::<Name>Error:
		// <code>: ..." (set 1469).
		if j := strings.Index(t[i:], ": "); j >= 0 {
			code = t[i+j+2:]
		}
	} else if chromedriverText(t) {
		// chromedriver's own message as a client without a class name
		// prints it: "<code>: ...\n  (Session info: chrome=N)", or after
		// Selenium's "Message: " (set 1469). The trailer is chromedriver's,
		// so the text's head is a W3C code or nothing the table holds.
		code = strings.TrimPrefix(strings.TrimSpace(t), "Message: ")
	}
	if j := strings.IndexAny(code, ":\n;"); j >= 0 {
		code = code[:j]
	}
	cr, ok := webdriverCodes[strings.TrimSpace(code)]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: cr.kind, Timeout: cr.timeout, Code: code, Reason: "webdriver: " + code + " " + cr.what}, true
}

// chromedriverText reports chromedriver's own trailers: the "(Session
// info: chrome=N)" line it appends, or the Selenium troubleshooting link
// newer drivers end with ("For documentation on this error, please visit:
// https://www.selenium.dev/documentation/webdriver/troubleshooting/errors").
func chromedriverText(t string) bool {
	return strings.Contains(t, "(Session info: ") || strings.Contains(t, "selenium.dev/documentation/webdriver/troubleshooting/errors")
}

// webdriverCodes are the W3C WebDriver JSON error codes with a reading of
// their own.
var webdriverCodes = map[string]codeRule{
	"element click intercepted": {transient, false, modeFixed, "is another element on top of the target (an overlay or animation): wait and click again"},
	"element not interactable":  {transient, false, modeFixed, "is an element not yet visible or enabled: wait for it"},
	"insecure certificate":      {premise, false, modeFixed, "is a certificate the browser does not trust: configuration, not time"},
	"invalid argument":          {invalid, false, modeFixed, "is a bad argument"},
	"invalid cookie domain":     {invalid, false, modeFixed, "is a cookie for another domain than the page's"},
	"invalid element state":     {invalid, false, modeFixed, "is a command the element does not take (clear on a non-editable node)"},
	"invalid selector":          {invalid, false, modeFixed, "is a malformed selector"},
	"invalid session id":        {premise, false, modeFixed, "is a session that no longer exists: start a new one"},
	"move target out of bounds": {invalid, false, modeFixed, "is a pointer target outside the viewport: new coordinates"},
	"no such alert":             {premise, false, modeFixed, "is a dialog the page does not show"},
	"no such cookie":            {premise, false, modeFixed, "is a cookie the page does not hold"},
	"no such element":           {premise, false, modeFixed, "is an element the page does not hold"},
	"no such frame":             {premise, false, modeFixed, "is a frame the page does not hold"},
	"no such window":            {premise, false, modeFixed, "is a window that is closed"},
	"no such shadow root":       {premise, false, modeFixed, "is an element without a shadow root"},
	"detached shadow root":      {premise, false, modeFixed, "is a shadow root no longer in the page"},
	"script timeout":            {transient, true, modeFixed, "is a script that did not finish in time"},
	"session not created":       {premise, false, modeFixed, "is a driver that cannot start the installed browser: the environment, not time"},
	"stale element reference":   {premise, false, modeFixed, "is an element reference the page no longer holds: find it again"},
	"timeout":                   {transient, true, modeFixed, "is an operation that did not finish in time"},
	"unable to set cookie":      {invalid, false, modeFixed, "is a cookie the browser refused"},
	"unexpected alert open":     {premise, false, modeFixed, "is a dialog open on the page, blocking the command: handle it first"},
	"unknown command":           {invalid, false, modeFixed, "is a command the driver does not know"},
	"unknown method":            {invalid, false, modeFixed, "is a method the endpoint does not take"},
	"unsupported operation":     {invalid, false, modeFixed, "is an operation the driver does not support"},
}
