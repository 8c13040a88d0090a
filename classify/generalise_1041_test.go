package classify

import "testing"

// First run at 44db449d: 30/31 overall, 20/21 tricky.
// Passes since set 1438 (codes.go INVALID_MULTIPLE_CHOICE_OPTIONS: the documented code outranks the words); was tolerated as: i1041-airtable-select-option: denied vs invalid (no written ruling; a one-off with no class): Airtable's 422 INVALID_MULTIPLE_CHOICE_OPTIONS "Insufficient permissions to create new select option" is usually fixed by the arguments (use an existing option, or pass typecast: true), but with typecast the same words mean the token's user may not change the field's options, which is denied; no other vendor's wording of this class was found to fix it by principle in the time.
func TestIndependentCases1041(t *testing.T) {
	runIndependent(t, "testdata/independent1041.jsonl", true)
}
