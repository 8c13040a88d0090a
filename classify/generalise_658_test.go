package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases658 runs held-out set 658: browser automation (Playwright, Puppeteer, Selenium/WebDriver, chromedp, Browserless, Playwright MCP), labelled blind.
// First run at 8638078: 28/34 overall, 13/19 tricky.
// Tolerated: i658-pw-goto-download-aborted: invalid vs unknown (no ruling; (c) my label leans on context the message does not carry): the line's URL serves a download, which Playwright's docs say goto cannot take, but "net::ERR_ABORTED at <url>" alone is also a navigation superseded by another or aborted by a route, so unknown is the honest reading of the text.
// Tolerated: i658-chromedp-js-undefined: ambiguous vs unknown (pending review, no ruling): chromedp's ErrJSUndefined "encountered an undefined value" is an evaluation that ran and returned nothing usable, but no four other real wordings of that class were found in set 658's time; left for the lead rather than a rule fitted to one sentinel.
func TestIndependentCases658(t *testing.T) {
	runIndependent(t, "testdata/independent658.jsonl", true, "i658-pw-goto-download-aborted", "i658-chromedp-js-undefined")
}

// TestGeneralise658WebDriver checks the W3C code read from Selenium's Java
// client ("org.openqa.selenium.<Name>Exception: <code>: ...") and from the
// Python client's UnexpectedAlertPresentException, whose "Message: <code>"
// follows the dialog's text, with near misses.
func TestGeneralise658WebDriver(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"selenium java chromedriver click intercepted", "", 0, "", "org.openqa.selenium.ElementClickInterceptedException: element click intercepted: Element <a id=\"nav-cart\">...</a> is not clickable at point (96, 18). Other element would receive the click: <div class=\"cookie-banner\">...</div>\n  (Session info: chrome=120.0.6099.109)", rung.KindTransient},
		{"selenium java chromedriver invalid argument", "", 0, "", "org.openqa.selenium.InvalidArgumentException: invalid argument: 'url' must be a string\n  (Session info: chrome=118.0.5993.70)", rung.KindInvalid},
		{"selenium java chromedriver no such frame", "", 0, "", "org.openqa.selenium.NoSuchFrameException: no such frame: element is not a frame\n  (Session info: chrome=121.0.6167.85)", rung.KindPremise},
		{"selenium java chromedriver unexpected alert", "", 0, "", "org.openqa.selenium.UnhandledAlertException: unexpected alert open: {Alert text : Are you sure?}\n  (Session info: chrome=119.0.6045.159): Are you sure?", rung.KindPremise},
		{"selenium python alert text then message", "", 0, "", "selenium.common.exceptions.UnexpectedAlertPresentException: Alert Text: Leave site?\nMessage: unexpected alert open: {Alert text : Leave site?}\n  (Session info: chrome=122.0.6261.69)", rung.KindPremise},
		// Near misses: a Java text whose message is no W3C code keeps the
		// reading of its words (Grid's queue timeout, a reset under
		// "unknown error").
		{"selenium java grid queue timeout", "", 0, "", "org.openqa.selenium.SessionNotCreatedException: Could not start a new session. New session request timed out \nHost info: host: 'hub', ip: '172.18.0.2'", rung.KindTransient},
		{"selenium java unknown error reset", "", 0, "", "org.openqa.selenium.WebDriverException: unknown error: net::ERR_CONNECTION_RESET\n  (Session info: chrome=120.0.6099.109)", rung.KindTransient},
	})
}

// TestGeneralise658Selector checks the DOM's SyntaxError for a selector or
// XPath that does not parse, in each engine's words, with near misses.
func TestGeneralise658Selector(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chromium querySelectorAll on Element", "", 0, "", "SyntaxError: Failed to execute 'querySelectorAll' on 'Element': 'li:nth-child(' is not a valid selector.", rung.KindInvalid},
		{"firefox Document.querySelector", "", 0, "", "SyntaxError: Document.querySelector: 'a[href=' is not a valid selector", rung.KindInvalid},
		{"jsdom nwsapi", "", 0, "", "SyntaxError: '#main >' is not a valid selector", rung.KindInvalid},
		{"chromium document.evaluate xpath", "", 0, "", "SyntaxError: Failed to execute 'evaluate' on 'Document': The string '//div[' is not a valid XPath expression.", rung.KindInvalid},
		// Near misses: a selector that parsed and matched nothing, or
		// several, keeps its reading.
		{"puppeteer no element found", "", 0, "", "Error: No element found for selector: #checkout", rung.KindPremise},
		{"playwright strict mode", "", 0, "", "locator.click: Error: strict mode violation: locator('a.item') resolved to 4 elements", rung.KindAmbiguous},
	})
}

// TestGeneralise658NoPage checks a browser tool asked to act with no page
// open, with near misses.
func TestGeneralise658NoPage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rod-based go tool no open pages", "", 0, "", "get active tab: no open pages found", rung.KindPremise},
		{"puppeteer helper no open pages", "", 0, "", "Error: No open pages found.", rung.KindPremise},
		{"playwright wrapper not launched", "", 0, "", "RuntimeError: Browser not launched. Call launch() first.", rung.KindPremise},
		{"playwright mcp context unit test", "", 0, "", "Error: No open pages available", rung.KindPremise},
		// Near misses: a page that does not load and a launch that timed
		// out keep their readings, and a server that sends the same words
		// under JSON-RPC -32600 is read by its code first (mcp.go).
		{"chrome mcp server McpError under -32600", "mcp", 0, "-32600", "MCP error -32600: No open pages found in Chrome", rung.KindInvalid},
		{"goto refused", "", 0, "", "page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:3000/", rung.KindTransient},
		{"launch timed out", "", 0, "", "browserType.launch: Timeout 180000ms exceeded.", rung.KindTransient},
	})
}
