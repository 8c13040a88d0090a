package classify

import "testing"

// Fixed later by the lead: i1004-openai-rs-not-persisted (pyrepr.go sdkReprBody gives the body readers the Python SDK's dict as JSON, so the type and the store:false sentence are read as in the JSON body). Was: premise vs invalid (the "not persisted when ... store is set to false" ruling, docs/taxonomy.md and codes.go modeInvalid, says invalid under any status): not fixed in the time: the rule is reached only through the invalid_request_error type, and openai-python's "Error code: 404 - {'error': {...}}" Python-repr body with code None leaves no code, so the bare 404 reads as a missing resource (premise); the item is indeed absent, but the vendor's remedy is an argument change (store=true or drop the item). (c)
// First run at 497e84be: 33/34 overall, 15/16 tricky.
func TestIndependentCases1004(t *testing.T) {
	runIndependent(t, "testdata/independent1004.jsonl", true)
}
