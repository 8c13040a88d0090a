package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestGeneralise46RenderedStatusHeaders checks set 46's class of a status
// an HTTP client renders in its own words ("413 Request Entity Too Large",
// "HTTP Error 429: Too Many Requests") with the response's header lines
// after it: the headers are the response's, so a 413 with Retry-After is
// temporary (RFC 9110 15.5.14) and the wait is the header's.
func TestGeneralise46RenderedStatusHeaders(t *testing.T) {
	cases := []struct {
		name, proto string
		status      int
		msg         string
		want        rung.Kind
		wait        time.Duration
	}{
		// The set's line: Go's Response.Status after the tool's method and URL.
		{"go Response.Status 413 (set 46)", "http", 413, "tool web.fetch: POST http://127.0.0.1:44935/uploads: 413 Request Entity Too Large\nRetry-After: 120\nRequest Entity Too Large", rung.KindTransient, 120 * time.Second},
		// The same without a status field: the text alone carries it.
		{"go Response.Status 413, no status field", "", 0, "upload chunk 4 of 9: PUT https://blobs.example.net/v2/uploads/77: 413 Request Entity Too Large\nRetry-After: 45\nContent-Type: text/plain\n\nupload window full", rung.KindTransient, 45 * time.Second},
		// Python urllib.error.HTTPError: str(e) is "HTTP Error %d: %s",
		// and str(e.headers) (http.client.HTTPMessage) is the header lines.
		{"python urllib HTTPError with headers", "", 0, "HTTP Error 413: Payload Too Large\nDate: Wed, 02 Dec 2026 07:01:36 GMT\nRetry-After: 30\nContent-Length: 0", rung.KindTransient, 30 * time.Second},
		// Rust reqwest's Error for error_for_status (status, reason, url).
		{"rust reqwest status error with headers", "", 0, "HTTP status client error (413 Payload Too Large) for url (https://api.example.com/v1/import)\nretry-after: 60\ncontent-type: application/json", rung.KindTransient, 60 * time.Second},
		// .NET HttpRequestException from EnsureSuccessStatusCode.
		{".NET EnsureSuccessStatusCode with headers", "", 0, "Response status code does not indicate success: 413 (Request Entity Too Large).\nRetry-After: 15", rung.KindTransient, 15 * time.Second},
		// Without Retry-After a 413 stays the request's size.
		{"go Response.Status 413 without Retry-After", "", 0, "tool web.fetch: POST https://api.example.com/v1/import: 413 Request Entity Too Large\nContent-Type: text/plain; charset=utf-8\n\nhttp: request body too large", rung.KindInvalid, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Classify(Input{Protocol: tc.proto, Status: tc.status, Message: tc.msg})
			if got.Kind != tc.want {
				t.Fatalf("kind = %s, want %s (reason %q)", got.Kind, tc.want, got.Reason)
			}
			if tc.wait > 0 && (!got.HasRetryAfter || got.RetryAfter != tc.wait) {
				t.Fatalf("RetryAfter = %v (has %v), want %v", got.RetryAfter, got.HasRetryAfter, tc.wait)
			}
		})
	}
}

// TestGeneralise46RenderedStatusNotASentence checks that a number in a
// sentence followed by a "Name: value" line is not read as a status.
func TestGeneralise46RenderedStatusNotASentence(t *testing.T) {
	for _, msg := range []string{
		"sync: 413 files copied, 2 failed\nNote: see the log",
		"listen on port 443 failed\nCause: permission denied",
		"job 500 Internal\nState: done",
	} {
		if r := splitRaw(msg); r.status != 0 {
			t.Errorf("splitRaw(%q).status = %d, want 0", msg, r.status)
		}
	}
}

// TestGeneralise46RequestSyntax500 checks set 46's class of a 500 whose body
// is a JSON parser's own refusal of the request body: the server could not
// parse what the call sent (invalid), whatever language the server is in.
// A request without a body (GET) cannot be what failed to parse.
func TestGeneralise46RequestSyntax500(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: Go encoding/json SyntaxError via http.Error(w, err.Error(), 500).
		{"go encoding/json SyntaxError (set 46)", "http", 500, "", "tool web.fetch: POST http://127.0.0.1:44935/v1/invoices: 500 Internal Server Error\ninvalid character ']' looking for beginning of value", rung.KindInvalid},
		{"go unexpected end of JSON input", "http", 500, "", "PATCH https://api.example.com/v1/orders/81: 500 Internal Server Error\nunexpected end of JSON input", rung.KindInvalid},
		// Python json.JSONDecodeError (json/decoder.py) from a Flask or
		// FastAPI handler that did not catch it.
		{"python JSONDecodeError", "http", 500, "", "POST /api/v2/tickets: 500 Internal Server Error: json.decoder.JSONDecodeError: Expecting ',' delimiter: line 1 column 42 (char 41)", rung.KindInvalid},
		// V8's JSON.parse SyntaxError (Node 20+).
		{"node JSON.parse SyntaxError", "http", 500, "", `{"error":"SyntaxError: Expected double-quoted property name in JSON at position 57 (line 1 column 58)"}`, rung.KindInvalid},
		// serde_json's Error Display (Rust axum/actix handlers).
		{"rust serde_json trailing comma", "http", 500, "", "Failed to parse the request body as JSON: trailing comma at line 1 column 52", rung.KindInvalid},
		// Jackson through Spring's HttpMessageNotReadableException.
		{"java Jackson JsonParseException", "http", 500, "", `{"timestamp":"2026-12-02T07:01:36Z","status":500,"error":"Internal Server Error","message":"JSON parse error: Unexpected character ('}' (code 125)): was expecting double-quote to start field name"}`, rung.KindInvalid},
		// A GET carries no body: the parse failed on the server's own data.
		{"go syntax error on a GET", "http", 500, "", "tool web.fetch: GET http://127.0.0.1:8080/v1/reports/7: 500 Internal Server Error\ninvalid character 'x' looking for beginning of value", rung.KindTransient},
	})
}

// TestGeneralise46StaleRef checks set 46's class of a compare-and-swap on a
// ref or file whose expected value moved on between read and write: git's
// "is at <sha> but expected <sha>" (refs/files-backend.c), passed on by the
// forges, and their own words for the same stale read. Read again and
// repeat the change: transient, not conflict (nothing the step makes is
// there) and not invalid.
func TestGeneralise46StaleRef(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: GitHub's contents API 409.
		{"github 409 is at but expected (set 46)", "http", 409, "", `tool web.fetch: PUT http://127.0.0.1:44935/api/repos/acme/ledger/contents/CHANGELOG.md: 409 Conflict` + "\n" + `{"message":"is at 3d21ec53a331a6f037a91c368710b99387d012c1 but expected 7c258a9869f33c1e1e1f74fbb32f07c86cb5a75b","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"409"}`, rung.KindPremise},
		// git update-ref / push (refs/files-backend.c lock_raw_ref):
		// "cannot lock ref '%s': is at %s but expected %s".
		{"git cannot lock ref", "", 0, "", "tool shell.run: git update-ref refs/heads/main 9f1c2e7 4b8d0a1: exit status 128: fatal: update_ref failed for ref 'refs/heads/main': cannot lock ref 'refs/heads/main': is at 5d0c1e9a7b2f4c3d8e6a1b0c9d8e7f6a5b4c3d2e but expected 4b8d0a1f2e3d4c5b6a7980f1e2d3c4b5a6978877", rung.KindPremise},
		{"git push remote cannot lock ref", "", 0, "", " ! [remote rejected] main -> main (cannot lock ref 'refs/heads/main': is at 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b but expected 0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e)", rung.KindPremise},
		// GitLab Files::UpdateService::FileChangedError (last_commit_id stale), a 400.
		{"gitlab file changed since editing", "http", 400, "", `{"message":"You are attempting to update a file that has changed since you started editing it."}`, rung.KindPremise},
		// Gitea ErrSHADoesNotMatch (models/git): "sha does not match [given: %s, expected: %s]".
		{"gitea sha does not match", "http", 409, "", `{"message":"sha does not match [given: 7c258a9869f33c1e1e1f74fbb32f07c86cb5a75b, expected: 3d21ec53a331a6f037a91c368710b99387d012c1]","url":"https://gitea.example.com/api/swagger"}`, rung.KindPremise},
		// A type mismatch worded "but expected" is not a stale ref.
		{"type mismatch stays invalid", "http", 400, "", `{"message":"field limit is a string but expected an integer"}`, rung.KindInvalid},
	})
}

// TestGeneralise46PatternArgument checks set 46's class of a pattern the
// call gave that the library cannot use (a temp-file pattern with a path
// separator, a glob or regular expression that does not compile): the
// call's argument, invalid, in Go's words and other runtimes'.
func TestGeneralise46PatternArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: Go os.CreateTemp (tempfile.go errPatternHasSeparator).
		{"go CreateTemp separator (set 46)", "go", 0, "", "fs.write: createtemp exports/run-*.csv: pattern contains path separator", rung.KindInvalid},
		{"go MkdirTemp separator", "", 0, "", "tool fs.mkdtemp: mkdirtemp build/tmp-*: pattern contains path separator", rung.KindInvalid},
		// Go path/filepath.ErrBadPattern from Glob and Match.
		{"go filepath.Glob ErrBadPattern", "go", 0, "", "tool fs.glob: syntax error in pattern", rung.KindInvalid},
		// Go regexp/syntax.Error.
		{"go regexp parse error", "", 0, "", "tool grep.search: error parsing regexp: missing closing ]: `[a-z`", rung.KindInvalid},
		// Python re.error (sre_parse), Node/V8 SyntaxError, Java
		// PatternSyntaxException, Rust regex::Error.
		{"python re.error", "", 0, "", "re.error: unterminated character set at position 0", rung.KindInvalid},
		{"node invalid regular expression", "mcp", 0, "", `{"content":[{"type":"text","text":"SyntaxError: Invalid regular expression: /[a-z/: Unterminated character class"}],"isError":true}`, rung.KindInvalid},
		{"java PatternSyntaxException", "", 0, "", "java.util.regex.PatternSyntaxException: Unclosed character class near index 3\n[a-z\n   ^", rung.KindInvalid},
		// Go path/filepath.Rel (path.go): an absolute base and a relative target.
		{"go filepath.Rel mixed forms", "go", 0, "", "tool fs.rel: Rel: can't make ../etc relative to /tmp/w46/ws", rung.KindInvalid},
		{"rust regex parse error", "", 0, "", "regex parse error:\n    [a-z\n    ^\nerror: unclosed character class", rung.KindInvalid},
	})
}
