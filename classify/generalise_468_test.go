package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases468 runs held-out set 468: Anthropic, OpenAI and MCP failures (fifth draw), from the vendors' docs and SDK source with three captured live, labelled blind.
// First run at 375cdc3: 33/35 overall, 24/26 tricky.
func TestIndependentCases468(t *testing.T) {
	runIndependent(t, "testdata/independent468.jsonl", true)
}

// TestGeneralise468 checks a browser automation's element lookup that found
// nothing for its selector, in other tools' words, with near misses.
func TestGeneralise468(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"puppeteer type", "", 0, "", "Error: No element found for selector: input[name=\"email\"]", rung.KindPremise},
		{"puppeteer $eval", "", 0, "", "Error: failed to find element matching selector \"#order-total\"", rung.KindPremise},
		{"playwright $eval", "", 0, "", "page.$eval: Failed to find element matching selector \".price\"", rung.KindPremise},
		{"webdriverio click", "", 0, "", "Can't call click on element with selector \"#submit\" because element wasn't found", rung.KindPremise},
		{"cypress get", "", 0, "", "AssertionError: Timed out retrying after 4000ms: Expected to find element: `[data-cy=checkout]`, but never found it.", rung.KindPremise},
		{"capybara", "", 0, "", "Capybara::ElementNotFound: Unable to find button \"Place order\"", rung.KindPremise},
		{"mcp playwright isError", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"Error: page.$eval: Failed to find element matching selector \"#total\""}],"isError":true}}`, rung.KindPremise},
		// Near misses: several matches and a malformed selector keep their
		// readings.
		{"playwright strict mode", "", 0, "", "locator.click: Error: strict mode violation: locator('button') resolved to 2 elements", rung.KindAmbiguous},
		{"invalid selector", "", 0, "", "invalid selector: An invalid or illegal selector was specified", rung.KindInvalid},
	})
}
