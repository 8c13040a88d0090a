package classify

import "testing"

// First run at 53770df2: 25/28 overall, 6/9 tricky.
// Tolerated: i1581-curl-truncated-by-reply-max: transient vs ambiguous (ruling): generic.go reads curl 18 CURLE_PARTIAL_FILE as a server that closed early, a wait; here Squid's reply_body_max_size cut the body, which the text cannot show.
func TestIndependentCases1581(t *testing.T) {
	runIndependent(t, "testdata/independent1581.jsonl", true, "i1581-curl-truncated-by-reply-max")
}

// TestGeneralise1581SquidErrorName: a response through Squid carries the
// error page's name in X-Squid-Error, and the name, not the shared status,
// says the cause (Squid's errors/ templates; squid-cache.org/Doc/config/
// reply_body_max_size and request_body_max_size). Network names keep the
// status's reading; a body without the header is not read as Squid.
func TestGeneralise1581SquidErrorName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"invalid-resp", "http", 502, "", "X-Squid-Error: ERR_INVALID_RESP 0\n\n<p><b>Invalid Response</b> error was encountered while trying to process the request:</p>", premise},
		{"only-if-cached", "http", 504, "", "X-Squid-Error: ERR_ONLY_IF_CACHED_MISS 0\n\n<p><b>Valid document was not found in the cache</b></p>", premise},
		{"reply-too-big-403", "http", 403, "", "HTTP/1.1 403 Forbidden\nX-Squid-Error: ERR_TOO_BIG 0\n\n<p><b>The request or reply is too large.</b></p>", denied},
		{"request-too-big-413", "http", 413, "", "X-Squid-Error: ERR_TOO_BIG 0\n\n<p><b>The request or reply is too large.</b></p>", invalid},
		{"unsup-httpversion", "http", 505, "", "X-Squid-Error: ERR_UNSUP_HTTPVERSION 0\n\n<p><b>Unsupported HTTP version</b></p>", invalid},
		{"unsup-req", "http", 501, "", "X-Squid-Error: ERR_UNSUP_REQ 0\n\n<p><b>Unsupported Request Method and Protocol</b></p>", invalid},
		{"forwarding-denied", "http", 403, "", "X-Squid-Error: ERR_FORWARDING_DENIED 0\n\n<p><b>Forwarding Denied.</b></p>", denied},
		// near misses: network names keep their wait
		{"near-read-timeout", "http", 504, "", "X-Squid-Error: ERR_READ_TIMEOUT 0\n\n<p><b>Read Timeout</b></p>", transient},
		{"near-connect-fail", "http", 503, "", "X-Squid-Error: ERR_CONNECT_FAIL 111\n\n<p><b>Connection to 10.0.0.5 failed.</b></p>", transient},
		{"near-zero-size", "http", 502, "", "X-Squid-Error: ERR_ZERO_SIZE_OBJECT 0\n\n<p><b>Zero Sized Reply</b></p>", transient},
		{"near-plain-502", "http", 502, "", "<html><body>Bad Gateway: invalid response from upstream</body></html>", transient},
	})
}
