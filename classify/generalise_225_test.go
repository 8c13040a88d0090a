package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases225 runs held-out set 225: 35 failures captured live
// (PostgreSQL 15 via pgx v5, SQLite via modernc, nginx 1.22 and Go net/http
// servers through a Go net/http tool's one-line "HTTP <status>: <body>", Go
// os and net/http, the MCP filesystem and memory servers through the go-sdk
// v1.8.0 client, openai-go v3 and anthropic-sdk-go v2 against httptest
// servers sending documented bodies), 23 tricky, labelled blind from each
// software's docs and sources.
// First run at ca02202: 33/35 overall, 21/23 tricky. Fixed by class: the
// one-line "HTTP <code> <phrase>: <body>" is read by its body when the phrase
// is the server's own, as Go's Response.Status carries it (nginx's "Service
// Temporarily Unavailable", "Gateway Time-out"), not only http.StatusText's
// (httpmsg.go reasonPhraseLen).
func TestIndependentCases225(t *testing.T) {
	runIndependent(t, "testdata/independent225.jsonl", true)
}

// TestServerReasonPhrase225: a Go tool's one-line "HTTP <Response.Status>:
// <body>" carries the server's own reason phrase; the body decides as it
// does under http.StatusText's phrase.
func TestServerReasonPhrase225(t *testing.T) {
	for _, c := range []struct {
		proto  string
		status int
		msg    string
		want   rung.Kind
	}{
		// nginx 1.22 (ngx_http_special_response.c "503 Service Temporarily
		// Unavailable") fronting an API whose body says a daily quota is spent.
		{"http", 503, `HTTP 503 Service Temporarily Unavailable: {"error":"daily_limit","message":"Daily request quota of 5000 calls reached for this API key; it resets at 00:00 UTC."}`, rung.KindPremise},
		// The same phrase over a pgx missing-table error from the upstream app (set 167's reading).
		{"http", 503, `HTTP 503 Service Temporarily Unavailable: {"error":"ERROR: relation \"invoices\" does not exist (SQLSTATE 42P01)"}`, rung.KindPremise},
		// aiohttp web.Response(status=409, reason="Version Conflict"): the phrase is the server's; the body says the record exists.
		{"http", 409, `HTTP 409 Version Conflict: {"error":"duplicate","message":"customer cus_17 already exists"}`, rung.KindConflict},
		// A text-only tool: status and body from the line itself.
		{"", 0, `HTTP 503 Service Temporarily Unavailable: {"error":"quota_exhausted","message":"Monthly request quota exhausted for key demo-key-000; upgrade your plan."}`, rung.KindPremise},
		// Near misses that keep their kind: nginx's stock pages and a maintenance body.
		{"http", 503, "HTTP 503 Service Temporarily Unavailable: <html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>", rung.KindTransient},
		{"http", 504, "HTTP 504 Gateway Time-out: <html>\n<head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>", rung.KindTransient},
		{"http", 503, `HTTP 503 Service Temporarily Unavailable: {"error":"maintenance","message":"Scheduled maintenance until 10:00 UTC; try again later."}`, rung.KindTransient},
		{"", 0, "HTTP 429, retry-after: 12\n{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization\"}}", rung.KindTransient},
		{"http", 401, "HTTP 401 Unauthorized: <html>\n<head><title>401 Authorization Required</title></head>\n<body>\n<center><h1>401 Authorization Required</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>", rung.KindDenied},
	} {
		got := Classify(Input{Protocol: c.proto, Status: c.status, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%q: got %v (%s), want %v", c.msg, got.Kind, got.Reason, c.want)
		}
	}
}
