package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 09c50225: 24/34 overall, 11/18 tricky.
// Tolerated: i1703-cgi-generic-500: transient vs unknown (ruling): the 500 row reads a bare 500 transient; Apache's generic page names no cause, which the label read as cannot-tell.
// Tolerated: i1703-dav-put-if-none-match: premise vs conflict (ruling): the 412 row reads conflict only when the text shows the create-only condition; Apache's stock 412 page never names If-None-Match.
// Tolerated: i1703-dav-mkcol-no-parent: conflict vs premise (ruling): set 44 reads a 409 as a missing intermediate collection only where the method or a DAV body shows; Apache's 409 page carries only its generic text.
// Tolerated: i1703-k-stop-not-running: premise vs conflict (ruling): set 52 reads "httpd (no pid file) not running" premise unless the text names a stop; httpd prints it only for -k stop and graceful-stop (see report).
// Tolerated: i1703-htpasswd-no-create: unknown vs premise (one-off): "cannot modify file x; use '-c' to create it" names the flag (set 899's invalid class) and the missing file (premise); no honest rule picks one from the words.
func TestIndependentCases1703(t *testing.T) {
	runIndependent(t, "testdata/independent1703.jsonl", true,
		"i1703-cgi-generic-500", "i1703-dav-put-if-none-match", "i1703-dav-mkcol-no-parent",
		"i1703-k-stop-not-running", "i1703-htpasswd-no-create")
}

// Apache httpd's ap_signal_server line for -k start when the pid file names
// a live server, "httpd (pid N) already running" (server/mpm_common.c,
// exit 0; httpd 2.4.71 captured live): conflict (configtext.go
// httpdRunningMark). Near misses: git gc's pid lock (transient), a browser
// profile in use (premise), httpd's "(no pid file) not running" (set 52).
func TestGeneralise1703HttpdAlreadyRunning(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"httpd -k start live", "exec", 0, "0", "httpd (pid 31186) already running\nexit status 0", rung.KindConflict},
		{"apache2ctl start, Debian binary name", "exec", 0, "0", "apache2 (pid 812) already running", rung.KindConflict},
		{"after a startup warning", "exec", 0, "0", "[Mon Dec 07 15:05:04.416238 2026] [proxy:warn] [pid 7446:tid 7446] AH01146: Ignoring parameter 'ping=1' for worker 'http://127.0.0.1:30303/' because of worker sharing\nhttpd (pid 31186) already running\nexit status 0", rung.KindConflict},
		{"bare", "", 0, "", "httpd (pid 4242) already running", rung.KindConflict},
		{"near miss: git gc pid lock", "exec", 128, "128", "fatal: gc is already running on machine 'vm' pid 20349 (use --force if not)\nexit status 128", rung.KindTransient},
		{"near miss: browser profile held", "", 0, "", "The browser is already running for /tmp/p. Use a different `userDataDir` or stop the running browser first.", rung.KindPremise},
		{"near miss: no pid file", "exec", 0, "0", "httpd (no pid file) not running\nexit status 0", rung.KindPremise},
	})
}

// APR's text for APR_TIMEUP, "(70007)The timeout specified has expired",
// which Apache httpd writes before proxy and request-body lines (AH01102,
// AH01095; httpd 2.4.71 captured live): transient, read before the
// expired-object row (worldstate.go). Near misses: objects that expired.
func TestGeneralise1703APRTimeup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"AH01102 status line", "", 0, "", "[Mon Dec 07 15:05:00.319724 2026] [proxy_http:error] [pid 6697:tid 6704] (70007)The timeout specified has expired: [client 127.0.0.1:33364] AH01102: error reading status line from remote server 127.0.0.1:30303", rung.KindTransient},
		{"AH01095 prefetch body", "", 0, "", "[Mon Dec 07 15:02:22.682334 2026] [proxy:error] [pid 31354:tid 31397] (70007)The timeout specified has expired: AH01095: prefetch request body failed to 127.0.0.1:30301 (127.0.0.1) from 127.0.0.1 ()", rung.KindTransient},
		{"bare APR text", "", 0, "", "(70007)The timeout specified has expired", rung.KindTransient},
		{"near miss: an object that expired", "", 0, "", "The code execution container has expired", rung.KindPremise},
	})
}

// htpasswd -v's "password verification failed" (support/htpasswd.c, exit
// 3; captured live): the password does not match the stored hash, denied
// (generic.go, beside "incorrect password"). Near misses: a password
// policy ("Invalid password: minimum length 12.") stays invalid.
func TestGeneralise1703PasswordVerify(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"htpasswd -v live", "exec", 3, "3", "password verification failed\nexit status 3", rung.KindDenied},
		{"bare", "", 0, "", "password verification failed", rung.KindDenied},
		{"in a wrapper", "exec", 1, "1", "htpasswd -vb /etc/apache2/.htpasswd bob: password verification failed\nexit status 1", rung.KindDenied},
		{"near miss: password policy", "", 0, "", "Invalid password: minimum length 12.", rung.KindInvalid},
	})
}

// Apache mod_cgi's error_log words for a CGI script that does not answer as
// CGI (End of script output before headers, 2.2's Premature end of script
// headers, malformed header from script) and its child's exec refused by
// the script's file mode ("(13)Permission denied: exec of '...' failed"):
// premise, the server's own script (nginx.go apacheCGIWords, ownfile.go
// ownFileWords; httpd 2.4.71 captured live). Near misses: a basic-auth password
// mismatch (denied) and a bare EACCES on exec (the EACCES ruling).
func TestGeneralise1703ApacheCGI(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"end of output live", "", 0, "", "[Mon Dec 07 15:05:00.490213 2026] [cgi:error] [pid 3155:tid 3200] [client 127.0.0.1:33366] End of script output before headers: fail.sh", rung.KindPremise},
		{"2.2 wording", "", 0, "", "[Tue Mar 04 10:11:12 2014] [error] [client 10.0.0.3] Premature end of script headers: index.cgi", rung.KindPremise},
		{"malformed header live", "", 0, "", "[Mon Dec 07 15:02:01.358304 2026] [cgi:error] [pid 31633:tid 31638] [client 127.0.0.1:38268] malformed header from script 'nohdr.sh': Bad header: hello", rung.KindPremise},
		{"exec refused by mode live", "", 0, "", "[Mon Dec 07 15:05:00.667200 2026] [cgi:error] [pid 6697:tid 6706] [client 127.0.0.1:33368] AH01215: stderr from /tmp/w1703/httpd/htdocs/cgi/noexec.sh: (13)Permission denied: exec of '/tmp/w1703/httpd/htdocs/cgi/noexec.sh' failed", rung.KindPremise},
		{"near miss: bwrap exec", "", 0, "", "bwrap: execvp: exec of 'python3' failed: Permission denied", rung.KindDenied},
		{"near miss: basic auth mismatch", "", 0, "", "[Mon Dec 07 15:02:01.606835 2026] [auth_basic:error] [pid 31354:tid 31380] [client 127.0.0.1:38310] AH01617: user alice: authentication failure for \"/priv/a.txt\": Password Mismatch", rung.KindDenied},
		{"near miss: bare exec EACCES", "", 0, "", "fork/exec /usr/lib/cgi-bin/a.sh: permission denied", rung.KindDenied},
	})
}
