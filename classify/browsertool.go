package classify

import "strings"

// puppeteerText reads Puppeteer's own err.message texts that carry no
// error class name and no transport (set 1667, puppeteer-core 24 against
// Chromium 156), each by its exact shape so that a sentence elsewhere with
// the same words keeps its reading:
//
//   - A wait that ran out (WaitTask's TimeoutError "Waiting failed: 2000ms
//     exceeded", and page.waitForSelector's wrapper "Waiting for selector
//     `#x` failed", whose cause is that TimeoutError, or with the cause
//     appended): time is the variable, transient. The wrapper followed by
//     any other cause is left to that cause's words.
//   - A dialog, file chooser or intercepted request resolved a second time
//     (Dialog "Cannot accept dialog which is already handled!",
//     FileChooser "Cannot cancel FileChooser which is already handled!",
//     HTTPRequest "Request is already handled!"): what the step was to do is
//     done, conflict.
//   - An option value Puppeteer does not know ("Unknown value for
//     options.waitUntil: networkidle"): repair the option, invalid.
//   - The bare "Execution context was destroyed" that IsolatedWorld throws
//     when its frame is disposed (a closed page or removed frame): premise,
//     as a closed page; the navigation race ("..., most likely because of
//     a navigation.") stays transient (generic.go).
func puppeteerText(t string) (Result, bool) {
	if len(t) < 20 {
		return Result{}, false
	}
	switch t[0] {
	case 'W':
		if strings.HasPrefix(t, "Waiting failed: ") && (strings.HasSuffix(t, "ms exceeded") || strings.HasSuffix(t, "ms exceeded.")) {
			return verdict(transient, "puppeteer: the wait ran out before the page met its condition (TimeoutError): retry with a longer wait")
		}
		if strings.HasPrefix(t, "Waiting for selector `") {
			if strings.HasSuffix(t, "` failed") || strings.Contains(t, "` failed: Waiting failed: ") && strings.HasSuffix(t, "ms exceeded") {
				return verdict(transient, "puppeteer: the selector did not appear within the wait (TimeoutError): retry with a longer wait")
			}
		}
	case 'U':
		if strings.HasPrefix(t, "Unknown value for options.") {
			return verdict(invalid, "puppeteer: an option has a value Puppeteer does not know: repair the option")
		}
	case 'E':
		if t == "Execution context was destroyed" || t == "Execution context was destroyed." {
			return verdict(premise, "puppeteer: the frame the script ran in was disposed (page closed or frame removed): open the page again and replan")
		}
	}
	if strings.HasSuffix(t, "already handled!") && (strings.HasPrefix(t, "Cannot ") || strings.HasPrefix(t, "Request is already handled!")) {
		return verdict(conflict, "puppeteer: the dialog, file chooser or request was already resolved: skip the step")
	}
	return Result{}, false
}

// bareUndefinedName reads the same ReferenceError as Puppeteer's
// page.evaluate hands it back, its message alone with no class name
// ("orderTotal is not defined", set 1667): the whole text is one
// JavaScript identifier and " is not defined". Any other subject (a quoted
// script or command name, a sentence) keeps its reading, and so does a
// transport's body field (a Lambda function's own errorMessage): the
// caller reads it only with no protocol (sniff.go).
func bareUndefinedName(t string) bool {
	name, ok := strings.CutSuffix(t, " is not defined")
	if !ok || name == "" || len(name) > 64 {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9' {
			continue
		}
		return false
	}
	return true
}
