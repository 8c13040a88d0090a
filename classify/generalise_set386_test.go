package classify

import "testing"

// The file is not named generalise_386_test.go: Go reads a _386 suffix as GOARCH=386 and would skip it on amd64.

// TestIndependentCases386 runs held-out set 386: a coding agent across Go's os and net/http, the MCP reference servers and nginx, captured live, labelled blind.
// First run at ad954ba: 28/30 overall, 12/14 tricky.
// Tolerated: i386-exec-script-not-executable: denied vs premise (sets 160, 306, 323 and the dev file's go-exec-permission-denied label the same "fork/exec ...: permission denied" text denied; taxonomy: EACCES denied): the text alone does not say the exec bit is missing.
// Tolerated: i386-http-malformed-chunked: premise vs transient (taxonomy set 40: a response framing the client's parser refuses, Go "malformed chunked encoding"/"invalid byte in chunk length", is premise): the server sends the same bytes every time.
func TestIndependentCases386(t *testing.T) {
	runIndependent(t, "testdata/independent386.jsonl", true, "i386-exec-script-not-executable", "i386-http-malformed-chunked")
}
