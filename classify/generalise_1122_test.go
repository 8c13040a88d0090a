package classify

import "testing"

// First run at 5f7114a2: 34/35 overall, 15/16 tricky.
// Tolerated: i1122-gemini-location: denied vs premise (docs/taxonomy.md's region-refusal row: Gemini "User location is not supported for the API use" is denied; set 198): Google's troubleshooting page files the 400 FAILED_PRECONDITION under "enable billing on your project" (a plan premise), yet this wording names only the caller's location, which no replan changes, so denied (hand back) holds as well.
func TestIndependentCases1122(t *testing.T) {
	runIndependent(t, "testdata/independent1122.jsonl", true, "i1122-gemini-location")
}
