package classify

import "testing"

// TestIndependentCases234 runs held-out set 234: 35 live failures (6 tricky) from nginx 1.22.1
// configured under /tmp/w234 serving and guarding files (auth_basic, auth_request to a Go
// sub-service, satisfy any/all, allow/deny, secure_link, valid_referers, try_files, path escape,
// autoindex, Range and conditional requests, dav PUT/MKCOL/COPY/MOVE, body and header limits,
// limit_rate and send_timeout against a slow Go reader, limit_req, limit_except, unreadable
// files, disable_symlinks, error_page =200), reached from Go's net/http client; labelled blind
// from nginx's docs and sources, RFC 9110/4918 and the dev sample's readings.
// First run at 3bde24f: 33/35 overall, 4/6 tricky. No class fixed: the one candidate (a 410 on
// a signed, expiring link is denied) would overturn set 203's tolerance of the same line, a
// ruling left to the lead.
// Tolerated: i234-securelink-expired: premise vs denied; same as i203-sl-expired, tolerated there
// (every other 410 reads premise; earlier sets split on expired signed URLs): not fitted here.
// Tolerated: i234-autoindex: denied vs premise; nginx's autoindex-off 403 page is byte for byte
// the allow/deny 403 page, and earlier sets split on it (i21, i203 denied; i36, i172 premise).
func TestIndependentCases234(t *testing.T) {
	runIndependent(t, "testdata/independent234.jsonl", true, "i234-securelink-expired", "i234-autoindex")
}
