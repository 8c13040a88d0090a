package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases234 runs held-out set 234: 35 live failures (6 tricky) from nginx 1.22.1
// configured under /tmp/w234 serving and guarding files (auth_basic, auth_request to a Go
// sub-service, satisfy any/all, allow/deny, secure_link, valid_referers, try_files, path escape,
// autoindex, Range and conditional requests, dav PUT/MKCOL/COPY/MOVE, body and header limits,
// limit_rate and send_timeout against a slow Go reader, limit_req, limit_except, unreadable
// files, disable_symlinks, error_page =200), reached from Go's net/http client; labelled blind
// from nginx's docs and sources, RFC 9110/4918 and the dev sample's readings.
// First run at 3bde24f: 33/35 overall, 4/6 tricky. Fixed by class (written by the set's writer,
// applied by the lead with set 203's line, which reads the same): a 410 on a signed,
// time-limited link (expiry and signature parameters in the URL's query) is the link's
// credential expiring, denied (signedlink.go, httppreset.go case 410).
// Tolerated: i234-autoindex: denied vs premise; nginx's autoindex-off 403 page is byte for byte
// the allow/deny 403 page, and earlier sets split on it (i21, i203 denied; i36, i172 premise).
func TestIndependentCases234(t *testing.T) {
	runIndependent(t, "testdata/independent234.jsonl", true, "i234-autoindex")
}

// TestGeneralise234 guards set 234's fix on other spellings of a signed, expiring link, with
// neighbours that must keep their kind.
func TestGeneralise234(t *testing.T) {
	cases := []wordingCase{
		// nginx secure_link with the common $arg_token,$arg_expires spelling, answered 410 by
		// the "if ($secure_link = "0") { return 410; }" of the module's documented config
		{"nginx secure_link token/expires, 410", "http", 410, "", "GET https://media.example.test/videos/intro.mp4?token=Fi2TMpCM0jTMATTY0KAbVg&expires=1796280841: 410 Gone: <html> <head><title>410 Gone</title></head> <body> <center><h1>410 Gone</h1></center> <hr><center>nginx</center> </body> </html>", rung.KindDenied},
		// a download service answering 410 for a signed link past its expiry (Laravel-style
		// ?expires=&signature= query), body on the next line
		{"signed download link expires/signature, 410", "http", 410, "", "GET https://files.example.test/exports/q3.csv?expires=1796280841&signature=9f2c4e0d7a: 410 Gone\n{\"message\":\"This link is no longer valid.\"}", rung.KindDenied},
		// an S3-style presigned query (SigV4 parameter names) answered 410 by a gateway
		{"SigV4 presigned query, 410", "http", 410, "", "GET https://gw.example.test/bucket/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=abc123: 410 Gone", rung.KindDenied},
		// neighbours: a plain 410 is still a resource gone; a filter or a lone token is no
		// signed link; another status on a signed link keeps its own reading
		{"neighbour: nginx 410 on a plain URL", "http", 410, "", "GET http://127.0.0.1:32110/gone/press-release-2019: 410 Gone: <html> <head><title>410 Gone</title></head> <body> <center><h1>410 Gone</h1></center> <hr><center>nginx/1.22.1</center> </body> </html>", rung.KindPremise},
		{"neighbour: 410 with an expiry filter only", "http", 410, "", "GET https://api.example.test/v1/coupons?expires_before=2026-01-01&limit=10: 410 Gone: {\"error\":\"API v1 was retired; use /v2/coupons\"}", rung.KindPremise},
		{"neighbour: 410 with a lone token", "http", 410, "", "GET https://api.example.test/v1/exports/2291?token=abc123: 410 Gone: {\"error\":\"export results were purged\"}", rung.KindPremise},
		{"neighbour: 404 on a signed link", "http", 404, "", "GET https://media.example.test/videos/missing.mp4?md5=Fi2TMpCM0jTMATTY0KAbVg&expires=1796280841: 404 Not Found: <html> <head><title>404 Not Found</title></head> <body> <center><h1>404 Not Found</h1></center> <hr><center>nginx</center> </body> </html>", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
