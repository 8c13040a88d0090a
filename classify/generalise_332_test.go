package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases332 runs held-out set 332: LLM SDKs and HTTP tools behind nginx, captured live, labelled blind.
// First run at cc3a2ac: 31/35 overall, 12/16 tricky.
// Tolerated: i332-http-dav-mkcol-409-parent-missing: conflict vs premise (taxonomy set 44 and set 159: a WebDAV status is read by its method only where the client names it; nginx's page names none): the tool printed only the status page.
// Tolerated: i332-http-dav-mkcol-405-exists: invalid vs conflict (taxonomy set 159: "nginx's 405 page, which names none, keep[s] the 405 reading"): the method is not in the text.
func TestIndependentCases332(t *testing.T) {
	runIndependent(t, "testdata/independent332.jsonl", true, "i332-http-dav-mkcol-409-parent-missing", "i332-http-dav-mkcol-405-exists")
}

// TestGeneralise332 checks a compression verdict on a response body (a
// Content-Encoding the body does not match) from other clients, with near
// misses on files and on a body cut short.
func TestGeneralise332(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"requests content decoding", "", 0, "", "requests.exceptions.ContentDecodingError: ('Received response with content-encoding: gzip, but failed to decode it.', error('Error -3 while decompressing data: incorrect header check'))", rung.KindAmbiguous},
		{"urllib3 decode error", "", 0, "", "urllib3.exceptions.DecodeError: ('Received response with content-encoding: deflate, but failed to decode it.', error('Error -3 while decompressing data: invalid stored block lengths'))", rung.KindAmbiguous},
		{"curl 61", "", 0, "", "curl: (61) Error while processing content unencoding: invalid stored block lengths", rung.KindAmbiguous},
		{"reqwest decoding body", "", 0, "", "error decoding response body: invalid gzip header", rung.KindAmbiguous},
		{"aiohttp payload", "", 0, "", "aiohttp.client_exceptions.ClientPayloadError: 400, message='Can not decode content-encoding: gzip'", rung.KindAmbiguous},
		{"go tool read response flate", "go", 0, "", "read response body: flate: corrupt input before offset 5", rung.KindAmbiguous},
		// Near misses: the same decoder's words about a file keep set 40's
		// premise; a response body cut short keeps the connection's reading.
		{"gzip file named", "go", 0, "", "open /data/x.gz: gzip: invalid header", rung.KindPremise},
		{"gzip tool file", "", 0, "", "gzip: backup.sql.gz: not in gzip format", rung.KindPremise},
		{"response body eof", "go", 0, "", "error reading response body: unexpected EOF", rung.KindTransient},
	})
}
