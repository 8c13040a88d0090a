package classify

import "testing"

// TestIndependentCases219 runs held-out set 219: nginx 1.22.1 as an API gateway in front of
// small Go upstreams, captured live through a Go net/http client (the tool's line: method,
// URL, status, body excerpt; err.Error() for transport failures), labelled blind from nginx's
// docs, RFC 9110 and the dev sample's readings.
// First run at 920a389: 35/35 overall, 9/9 tricky. Nothing needed fixing.
// Tolerated: none.
func TestIndependentCases219(t *testing.T) { runIndependent(t, "testdata/independent219.jsonl", true) }
