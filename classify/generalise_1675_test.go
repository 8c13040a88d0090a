package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Set 1675: Node.js 20 core module errors (fs, net, http, tls, dns,
// child_process, zlib, crypto, JSON.parse, worker_threads, streams),
// captured live with Node v20.20.2.
//
// Fixed: i1675-http-parse-invalid-constant (goerr.go goWords, llhttp's
// words for a first line that is no HTTP status line), i1675-worker-oom
// (memkill.go runtimeHeapWords).
//
// Tolerated: i1675-net-eaddrinuse: premise vs invalid (ruling): the EADDRINUSE row reads Node's "listen EADDRINUSE" premise (another process holds the port).
// Tolerated: i1675-tls-altname-ip: premise vs invalid (ruling): set 40's host-name row reads Node's "does not match certificate's altnames" premise with every client's certificate-names-another-host words.
// Tolerated: i1675-cp-spawn-eacces-noexec: denied vs premise (ruling): EACCES is denied (Go section row); the text cannot show the caller was root and the file lacked its execute bit.
// Tolerated: i1675-cp-maxbuffer: invalid vs ambiguous (ruling): set 208 reads Node's "stdout maxBuffer length exceeded" invalid (read less per call).
// Tolerated: i1675-zlib-incorrect-header: premise vs invalid (ruling): set 40 reads Node's zlib "incorrect header check" premise (the bytes are not that format).
// Tolerated: i1675-crypto-gcm-auth: denied vs premise (ruling): set 1314 reads a wrong secret for symmetric data denied; Node's AEAD "unable to authenticate data" cannot tell a wrong key from tampered bytes.
//
// First run at 598eb355: 25/34 overall, 9/18 tricky.
func TestIndependentCases1675(t *testing.T) {
	runIndependent(t, "testdata/independent1675.jsonl", true,
		"i1675-net-eaddrinuse", "i1675-tls-altname-ip", "i1675-cp-spawn-eacces-noexec",
		"i1675-cp-maxbuffer", "i1675-zlib-incorrect-header", "i1675-crypto-gcm-auth")
}

// TestGeneralise1675LlhttpStatusLine: Node's HTTP parser (llhttp) refusing
// an answer whose first line is no HTTP status line, as the http module
// ("Parse Error: Expected HTTP/, RTSP/ or ICE/", HPE_INVALID_CONSTANT; a
// broken "HTTP/1.1 2OO OK", HPE_INVALID_STATUS) and undici's fetch cause
// ("Response does not match the HTTP/1.1 protocol (Expected HTTP/)") word
// it: premise, as set 79's Go, Python, hyper and curl words (Node v20.20.2
// live against an SSH banner and a Redis error). Near misses: a TLS record
// answering plain HTTP (invalid), OpenSSL's "wrong version number"
// (invalid), undici's "other side closed" (transient), the words quoted in
// a 400 body (invalid).
func TestGeneralise1675LlhttpStatusLine(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"node http ssh banner", "", 0, "HPE_INVALID_CONSTANT", "Error: Parse Error: Expected HTTP/, RTSP/ or ICE/ [HPE_INVALID_CONSTANT]", rung.KindPremise},
		{"node http bare", "", 0, "", "Error: Parse Error: Expected HTTP/, RTSP/ or ICE/", rung.KindPremise},
		{"node http broken status", "", 0, "HPE_INVALID_STATUS", "Error: Parse Error: Invalid status code [HPE_INVALID_STATUS]", rung.KindPremise},
		{"undici fetch cause", "", 0, "", "TypeError: fetch failed\ncause: HTTPParserError: Response does not match the HTTP/1.1 protocol (Expected HTTP/) [HPE_INVALID_CONSTANT]", rung.KindPremise},
		{"near: go tls record", "go", 0, "", "Get \"http://127.0.0.1:6379/\": net/http: HTTP/1.x transport connection broken: malformed HTTP response \"\\x15\\x03\\x01\\x00\\x02\\x02\"", rung.KindInvalid},
		{"near: openssl wrong version", "", 0, "EPROTO", "Error: write EPROTO 40A8E7F7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:355:\n [EPROTO]", rung.KindInvalid},
		{"near: undici other side closed", "", 0, "", "TypeError: fetch failed\ncause: SocketError: other side closed [UND_ERR_SOCKET]", rung.KindTransient},
		{"near: quoted in a 400", "http", 400, "", "{\"error\":\"Parse Error: Expected HTTP/\"}", rung.KindInvalid},
	})
}

// TestGeneralise1675WorkerHeap: a Node worker_threads Worker terminated
// past its resourceLimits (ERR_WORKER_OUT_OF_MEMORY, "Worker terminated
// due to reaching memory limit: JS heap out of memory"), as the tool's
// line or with its stack: invalid, as set 902's runtime heap words (raise
// the limit or do less at once; Node v20.20.2 live). Near misses: a
// server's out of memory (PostgreSQL 53200, transient), Redis's maxmemory
// OOM (premise), a Worker that failed to start on EMFILE (transient).
func TestGeneralise1675WorkerHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"worker oom with code", "", 0, "ERR_WORKER_OUT_OF_MEMORY", "Error: Worker terminated due to reaching memory limit: JS heap out of memory [ERR_WORKER_OUT_OF_MEMORY]", rung.KindInvalid},
		{"worker oom stack", "", 0, "", "Error [ERR_WORKER_OUT_OF_MEMORY]: Worker terminated due to reaching memory limit: JS heap out of memory\n    at [kOnExit] (node:internal/worker:313:26)", rung.KindInvalid},
		{"worker oom bare", "", 0, "", "Error: Worker terminated due to reaching memory limit", rung.KindInvalid},
		{"near: postgres oom", "postgres", 0, "53200", "ERROR: out of memory (SQLSTATE 53200)", rung.KindTransient},
		{"near: redis maxmemory", "redis", 0, "", "OOM command not allowed when used memory > 'maxmemory'.", rung.KindPremise},
		{"near: worker init emfile", "", 0, "", "Error [ERR_WORKER_INIT_FAILED]: Worker initialization failure: EMFILE", rung.KindTransient},
	})
}
