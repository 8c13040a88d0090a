package classify

import "testing"

// First run at a51bf2c3: 29/34 overall, 8/13 tricky.
// Tolerated: i1434-go-return-444-post-eof: transient vs ambiguous (ruling): docs/taxonomy.md's 444 row keeps the client's bare EOF transient, and the net/http lost-connection row reads a POST whose outcome is unknown as transient (a retry goes behind the idempotency key).
// Tolerated: i1434-log-post-reset-not-retried: transient vs ambiguous (ruling): nginx's upstream lines are transient (docs/taxonomy.md, nginx error_log row), and a POST's lost connection is transient by the net/http row; the line's POST does not change that ruling.
// Tolerated: i1434-log-post-replayed-non-idempotent: transient vs ambiguous (ruling): as i1434-log-post-reset-not-retried, a POST nginx replayed with non_idempotent and lost on both peers.
// Tolerated: i1434-log-premature-close-body: transient vs ambiguous (ruling): "upstream prematurely closed connection" is listed transient in the nginx error_log row, and a 200's cut body keeps set 24's transient reading (undecodable.go createdBodyCut).
// Tolerated: i1434-http-truncated-200-body: transient vs ambiguous (ruling): the cut JSON body now reads as the client's cut-body words do (jsonBodyCut, first run unknown), and a 200's cut body is transient by set 24's ruling.
func TestIndependentCases1434(t *testing.T) {
	runIndependent(t, "testdata/independent1434.jsonl", true, "i1434-go-return-444-post-eof", "i1434-log-post-reset-not-retried", "i1434-log-post-replayed-non-idempotent", "i1434-log-premature-close-body", "i1434-http-truncated-200-body")
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

// TestGeneralise1434ProxyProtocolMissing: a listener that requires the
// PROXY protocol header met a connection without it (nginx `listen ...
// proxy_protocol`, captured live: `broken header: "GET ..." while reading
// PROXY protocol`; HAProxy accept-proxy's "does not look like a PROXY
// protocol header" and "Truncated PROXY protocol header received"): the
// balancer in front does not send it or the call went around the
// balancer, premise. A peer that closed while the header was awaited, a
// client's malformed header and a config line keep their readings.
func TestGeneralise1434ProxyProtocolMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx live", "nginx", 0, "", "2026/12/06 12:07:21 [error] 29547#29547: *121 broken header: \"GET /ok HTTP/1.1\r\nHost: 127.0.0.1:33406\r\nUser-Agent: Go-http-client/1.1\r\nAccept-Encoding: gzip\r\n\r\n\" while reading PROXY protocol, client: 127.0.0.1, server: 127.0.0.1:33406", premise},
		{"nginx tls bytes, no protocol named", "", 0, "", "2026/12/06 09:12:44 [error] 812#812: *7 broken header: \"\x16\x03\x01\x02\" while reading PROXY protocol, client: 10.0.3.4, server: 0.0.0.0:443", premise},
		{"haproxy not a header", "", 0, "", "fe_https/1: Received something which does not look like a PROXY protocol header", premise},
		{"haproxy truncated", "", 0, "", "public/ipv4: Truncated PROXY protocol header received", premise},
		// Near misses: a peer that closed while waiting, nginx's own
		// malformed-request line, and a line that only names the setting.
		{"haproxy closed while waiting", "exec", 0, "", "Connection closed while waiting for PROXY protocol header.", transient},
		{"nginx client sent invalid header", "nginx", 0, "", `2026/12/06 12:07:21 [info] 29547#29547: *122 client sent invalid header line: "X Bad" while reading client request headers, client: 127.0.0.1, server: , request: "GET / HTTP/1.1", host: "a"`, invalid},
	})
}
