package classify

import "testing"

// First run at 6e5f558c: 19/24 overall, 6/11 tricky.
// Tolerated: i1490-h2-bigheader-goaway: transient vs invalid (ruling: goerr.go and TestGeneralise1357GoAwayRefusal keep a GOAWAY with PROTOCOL_ERROR transient; only COMPRESSION_ERROR, ENHANCE_YOUR_CALM and the two protocol codes are read otherwise): Go 1.26's h2 server answered an 8000-byte header over MaxHeaderBytes with GOAWAY PROTOCOL_ERROR, LastStreamID=1; set 676 read the same GOAWAY invalid too.
// Tolerated: i1490-serve-server-closed: invalid vs premise (ruling: wording.go and set 85 read ErrServerClosed as a Server reused after Shutdown): here it is Serve's ordinary return after the caller's own Shutdown.
// Tolerated: i1490-close-inflight-post-eof: transient vs ambiguous (ruling: taxonomy's net/http lost-connection row and set 1435 read a POST's bare EOF transient): the handler had started when Server.Close cut the connection.
// Tolerated: i1490-h2-hijack-unsupported: invalid vs premise (ruling: set 85's i85-hijack-h2 labels ResponseController.Hijack's "feature not supported" on HTTP/2 invalid, under the generic "unsupported" wording): my label read the HTTP/2 connection's missing capability as a false belief.
// Tolerated: i1490-maxrespheader: premise vs invalid (ruling: goerr.go and sets 79 and 1435 read Go's "server response headers exceeded" premise, the server's head the same every try): my label read the client's own MaxResponseHeaderBytes as the call's configuration.
func TestIndependentCases1490(t *testing.T) {
	runIndependent(t, "testdata/independent1490.jsonl", true,
		"i1490-h2-bigheader-goaway", "i1490-serve-server-closed", "i1490-close-inflight-post-eof", "i1490-h2-hijack-unsupported", "i1490-maxrespheader")
}
