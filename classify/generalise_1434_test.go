package classify

import "testing"

// First run at a51bf2c3: 29/34 overall, 8/13 tricky.
func TestIndependentCases1434(t *testing.T) {
	runIndependent(t, "testdata/independent1434.jsonl", false)
}

// TestGeneralise1434JSONBodyCut: a 2xx whose body is the start of a JSON
// document that stops inside an open object, array or string is a body cut
// mid-transfer (nginx 1.22 logs "upstream prematurely closed connection
// while reading upstream" once the status has gone out; captured live).
// It is read as the client's "unexpected EOF" is (rulings_test.go
// TestCreatedBodyCut): a 201/202 ambiguous (the write happened, its answer
// is lost), another 2xx transient (set 24). Complete documents, text that
// only opens with a bracket, and bodies a writer elided keep their readings.
func TestGeneralise1434JSONBodyCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"200 array cut", "http", 200, "", `{"items":[1,2,3`, transient},
		{"200 in a string", "http", 200, "", `{"data":[{"id":"ord_81`, transient},
		{"200 top-level array", "http", 200, "", `[{"id":1},{"id":2},{"na`, transient},
		{"200 pretty-printed", "http", 200, "", "{\n  \"results\": [\n    {\"id\": 1},\n", transient},
		{"201 cut", "http", 201, "", `{"id":"ord_812","status":"pend`, ambiguous},
		{"201 cut in a string", "http", 201, "", `{"data":{"id":"usr_4`, ambiguous},
		// Near misses: whole documents, brackets that are not JSON, elided.
		{"200 whole error json", "http", 200, "", `{"error":{"code":"not_found","message":"order 812 not found"}}`, premise},
		{"200 brace text", "http", 200, "", "{name} was saved as draft", unk},
		{"206 keeps its own reading", "http", 206, "", `{"items":[1,2,3`, ambiguous},
		{"200 elided", "http", 200, "", `{"items":[1,2,3,...`, unk},
		{"500 cut", "http", 500, "", `{"error":"database connection pool exha`, transient},
	})
}
