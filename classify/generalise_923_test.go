package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i923-github-301-repo-moved: invalid vs premise (the 301/308 row, "moved for good: call the new location"): the renamed repository's new URL is an argument to repair, and equally the plan's belief about the repository's name is stale.
// Tolerated: i923-rfc-202-async-job: transient vs ambiguous (the "202 Accepted | transient (not ready: ask again)" row): asking again later is the docs' advice, and the call itself did work with no result yet to use.
// Tolerated: i923-rfc-303-see-other: conflict vs ambiguous (the 303 ruling, sets 163 and 357): Location names the result to carry forward, and equally the answer holds no usable result itself.
// Tolerated: i923-rfc-423-locked: transient vs denied (the 423 row: "a resource lock stays transient", set 393): another holder's lock may be released, while lock-token-submitted says this caller lacks the token.
// First run at 1208862f: 23/28 overall, 15/20 tricky.
func TestIndependentCases923(t *testing.T) {
	runIndependent(t, "testdata/independent923.jsonl", true, "i923-github-301-repo-moved", "i923-rfc-202-async-job", "i923-rfc-303-see-other", "i923-rfc-423-locked")
}

// TestGeneralise923 holds the class of set 923's 206 miss: a range answer
// shown as a failure is a partial result, ambiguous.
func TestGeneralise923(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws s3 GetObject ranged 206", "http", 206, "", "HTTP/1.1 206 Partial Content\nx-amz-request-id: 318BC8BC148832E5\nAccept-Ranges: bytes\nContent-Range: bytes 0-9/443\nContent-Length: 10\nContent-Type: text/plain", rung.KindAmbiguous},
		{"google cloud storage ranged read 206", "http", 206, "", "HTTP/1.1 206 Partial Content\nContent-Range: bytes 0-999/21474\nContent-Length: 1000\nx-goog-stored-content-length: 21474", rung.KindAmbiguous},
		{"azure blob get blob range 206", "http", 206, "", "HTTP/1.1 206 Partial Content\nContent-Range: bytes 0-511/4096\nx-ms-blob-type: BlockBlob\nx-ms-version: 2021-08-06", rung.KindAmbiguous},
		{"nginx static file range 206", "http", 206, "", "HTTP/1.1 206 Partial Content\nServer: nginx/1.25.3\nContent-Range: bytes 100-199/1270\nContent-Length: 100", rung.KindAmbiguous},
		{"github raw content range 206", "http", 206, "", "HTTP/2 206\ncontent-range: bytes 0-1023/52311\ncontent-type: text/plain; charset=utf-8", rung.KindAmbiguous},
		{"cloudflare r2 range 206", "http", 206, "", "HTTP/1.1 206 Partial Content\nServer: cloudflare\nContent-Range: bytes 0-65535/1048576\nCF-Cache-Status: HIT", rung.KindAmbiguous},
		// Near misses: a range the server cannot satisfy, SQL Server's
		// error 206 and a 207 that failed in part keep their readings.
		{"rfc 416 range not satisfiable", "http", 416, "", "HTTP/1.1 416 Range Not Satisfiable\nContent-Range: bytes */1270", rung.KindInvalid},
		{"sql server msg 206 operand type clash", "", 0, "", "mssql: Operand type clash: int is incompatible with date", rung.KindInvalid},
		{"http 503 mentioning partial content", "http", 503, "", "HTTP/1.1 503 Service Unavailable\nRetry-After: 30\n\nPartial Content cache is warming up, try again", rung.KindTransient},
	})
}
