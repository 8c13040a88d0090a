package classify

import "testing"

// First run at bc85924e: 29/32 overall, 18/20 tricky.
// Tolerated: i885-filesystem-edit-no-match: premise vs invalid (the edit ruling, revised by the lead: "Could not find exact match for edit" is premise, taxonomy rows for sets 641 and the edit tools): the old text is the call's own argument, so a repair fits, yet only a fresh read of the file gives the text to send, which the ruling reads as a false belief about the file.
// Tolerated: i885-mcpspec-unsupported-version: premise vs invalid (-32602 row: premise for the spec's initialize refusal "Unsupported protocol version", sets 17, 282, 329): the error lists the versions the server supports, so a client that speaks one can repeat initialize with it (repair), while a client that speaks none must disconnect (the ruling's reading).
// Tolerated: i885-browser-puppeteer-no-selector: premise vs invalid (set 468's row: Puppeteer "No element found for selector" is premise, as WebDriver no such element): the selector is the call's own argument (repair), yet it parsed and the page does not hold the element the plan assumed (the ruling's reading).
func TestIndependentCases885(t *testing.T) {
	runIndependent(t, "testdata/independent885.jsonl", true,
		"i885-filesystem-edit-no-match",
		"i885-mcpspec-unsupported-version",
		"i885-browser-puppeteer-no-selector")
}
