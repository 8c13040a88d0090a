package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 36223b6c: 28/34 overall, 9/14 tricky.
func TestIndependentCases1190(t *testing.T) {
	runIndependent(t, "testdata/independent1190.jsonl", false)
}

// TestGeneralise1190SuccessStatusJSONCut holds encoding/json's "unexpected
// end of JSON input" after a caller's prefix that carries a 2xx status (Go's
// Response.Status, or "status N"): the body decoded is the server's answer,
// cut or empty, ambiguous as the bare text (set 1190). A 4xx, the call's
// own request, and a named file keep their readings.
func TestGeneralise1190SuccessStatusJSONCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"http tool 200 OK", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: 200 OK: decode JSON body: unexpected end of JSON input", rung.KindAmbiguous},
		{"206 partial", "go", 0, "", "fetch https://api.w1190.test/export?part=2 (206 Partial Content): json: unexpected end of JSON input", rung.KindAmbiguous},
		{"status 200", "", 0, "", "list_jobs: status 200: decoding body: unexpected end of JSON input", rung.KindAmbiguous},
		// Near misses.
		{"4xx body", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: 400 Bad Request: decode JSON body: unexpected end of JSON input", rung.KindInvalid},
		{"request after 200", "go", 0, "", "POST http://127.0.0.1:39003/v1/w1190/items: 200 OK: re-encode request payload: unexpected end of JSON input", rung.KindInvalid},
		{"named file", "go", 0, "", "read /tmp/w1190/cache/200.json: unexpected end of JSON input", rung.KindPremise},
		{"port 2000", "go", 0, "", "dial 127.0.0.1:2000 then decode: unexpected end of JSON input", rung.KindInvalid},
		{"no status, no answer word", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: decode JSON body: unexpected end of JSON input", rung.KindInvalid},
	})
}
