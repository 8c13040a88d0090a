package classify

import "testing"

// TestIndependentCases658 runs held-out set 658: browser automation (Playwright, Puppeteer, Selenium/WebDriver, chromedp, Browserless, Playwright MCP), labelled blind.
func TestIndependentCases658(t *testing.T) {
	runIndependent(t, "testdata/independent658.jsonl", false)
}
