package classify

import "testing"

// First run at 0c092654: 31/34 overall, 11/14 tricky.
// Tolerated: i1807-go-subscribe-unsupported: invalid vs premise (ruling): docs/taxonomy.md's server-capability row (set 432, "the mirror ... stays -32601's invalid") and the bare "Method not found" row read a server's missing subscribe support as a method the client should not call.
// Tolerated: i1807-go-complete-via-ts: invalid vs premise (ruling): the same row, which names completions; the go-sdk server without a CompletionHandler answers -32601 "method not found".
// Tolerated: i1807-ts-mcperror-custom-quota: denied vs premise (one-off): -32042, which the capture meant as a custom code, is the spec's and the TypeScript SDK's UrlElicitationRequired (ErrorCode.UrlElicitationRequired); the classifier reads the code as the spec defines it, and a real server does not send a quota text under it.
func TestIndependentCases1807(t *testing.T) {
	runIndependent(t, "testdata/independent1807.jsonl", true, "i1807-go-subscribe-unsupported", "i1807-go-complete-via-ts", "i1807-ts-mcperror-custom-quota")
}
