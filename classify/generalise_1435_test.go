package classify

import "testing"

// First run at 984d500e: 27/34 overall, 14/20 tricky.
func TestIndependentCases1435(t *testing.T) {
	runIndependent(t, "testdata/independent1435.jsonl", false)
}

// TestGeneralise1435ServerFraming: the rest of Go's chunked reader
// (net/http/internal/chunked.go) and response-head parser (response.go,
// transfer.go) reports the bytes the server framed its answer in, the same
// on every try: premise, as "malformed chunked encoding" and "bad
// Content-Length" already read (framingWords). Near misses: the same words
// in Go's server's 400 about the caller's own request, the caller's own
// trailer ("invalid Trailer key", transferWriter) and a payload that is too
// large stay invalid; a connection cut mid-head stays transient.
func TestGeneralise1435ServerFraming(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chunk too large", "go", 0, "", "http chunk length too large", premise},
		{"chunk empty hex", "go", 0, "", "empty hex number for chunk length", premise},
		{"chunk non-data", "go", 0, "", "chunked encoding contains too much non-data", premise},
		{"chunk bare LF", "go", 0, "", "chunked line ends with bare LF", premise},
		{"chunk stray CR", "go", 0, "", "invalid CR in chunked line", premise},
		{"chunk in io.ReadAll wrap", "go", 0, "", `read body of GET https://api.example.com/v1/events: http chunk length too large`, premise},
		{"bad version", "go", 0, "", `Get "http://127.0.0.1:9000/x": net/http: HTTP/1.x transport connection broken: malformed HTTP version "HTTP/1.x"`, premise},
		{"bad trailer key", "go", 0, "", `Get "http://127.0.0.1:9000/x": net/http: HTTP/1.x transport connection broken: bad trailer key "Content-Length"`, premise},
		{"empty content-length", "go", 0, "", `Get "http://127.0.0.1:9000/x": net/http: HTTP/1.x transport connection broken: invalid empty Content-Length ""`, premise},
		// Near misses.
		{"server 400 bad version", "http", 400, "", `400 Bad Request: malformed HTTP version "HTTP/1.x"`, invalid},
		{"own trailer", "go", 0, "", `Post "http://127.0.0.1:9000/x": net/http: HTTP/1.x transport connection broken: invalid Trailer key "Content-Length"`, invalid},
		{"own payload too large", "http", 413, "", "http: request body too large\n", invalid},
		{"cut mid-head", "go", 0, "", `Get "http://127.0.0.1:9000/x": net/http: HTTP/1.x transport connection broken: unexpected EOF`, transient},
	})
}
