package classify

import "testing"

// TestIndependentCases128 runs held-out set 128: 35 live failures (10 tricky) of an agent's
// web-fetch and file tools in Go, captured on this machine and labelled blind from nginx's
// and Go's own docs and sources: a net/http fetch tool against a real nginx 1.22 configured
// under /tmp/w128 (limit_req 429, limit_conn 503, a 503 with Retry-After, proxy_pass to a
// dead upstream 502 and a slow one 504, client_max_body_size 413, auth_basic 401, deny 403,
// a missing page 404, POST to a static file 405, ssl_verify_client 400 with no or an
// untrusted client certificate, plain HTTP to the TLS port, an oversized Cookie as a 400 and
// as an HTTP/2 GOAWAY ENHANCE_YOUR_CALM, a redirect loop, a body cut mid-transfer, TLS with an
// expired and a wrong-host certificate, https to the plain port), Go client timeouts (reading
// the body, a dial to an unanswered address), a .invalid name, a refused connect; and a file
// tool's os and os/exec errors (ENOENT, ENOTDIR, EEXIST with O_EXCL, ENOSPC on a 64 KiB tmpfs,
// ELOOP, ENAMETOOLONG, EROFS on a read-only tmpfs, EMFILE, EACCES and EPERM as user nobody,
// exec.ErrNotFound). The tool's convention: a Go error is handed over as err.Error(); a status
// >= 400 as "METHOD url: status", a Retry-After line when present, a blank line, the body.
// First run at 99313e3: 35/35 overall, 10/10 tricky. Nothing to fix by class.
// Tolerated: none.
func TestIndependentCases128(t *testing.T) { runIndependent(t, "testdata/independent128.jsonl", true) }
