package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise67 checks the class that held-out set 67's misses named
// (nginx 1.22 captured live as an agent serves and proxies things): a
// server's log line where the operating system refuses the server its OWN
// file (a password file, a temp directory, an .htaccess, a session store,
// its own log), on the set's lines and on other software's wording of the
// same class, with the neighbours the rule must leave alone: a requested
// file the server may not serve, and a plain EACCES on a tool's own path.
// Each case names the software whose wording it is.
func TestGeneralise67(t *testing.T) {
	cases := []wordingCase{
		{"server's own file refused: set 67 i67-log-htpasswd-eacces (nginx auth_basic_user_file, [crit], 500)", "", 0, "", `2026/12/02 09:10:48 [crit] 22212#22212: *14 open() "/tmp/w67/ngx/conf/ops.htpasswd" failed (13: Permission denied), client: 127.0.0.1, server: localhost, request: "GET /admin/x HTTP/1.1", host: "127.0.0.1:20670"`, rung.KindPremise},
		{"server's own file refused: set 67 i67-log-client-body-temp-eacces (nginx client_body_temp_path, ngx_create_temp_file)", "", 0, "", `2026/12/02 09:12:58 [crit] 25390#25390: *29 open() "/tmp/w67/ngx/priv/tmp/0000000002" failed (13: Permission denied), client: 127.0.0.1, server: localhost, request: "POST /v1/imports HTTP/1.1", host: "127.0.0.1:20670"`, rung.KindPremise},
		{"server's own file refused: nginx proxy_temp_path (ngx_create_temp_file logs at crit) while buffering an upstream's answer", "", 0, "", `2026/12/02 09:31:04 [crit] 1207#1207: *88 open() "/var/lib/nginx/proxy/3/00/0000000003" failed (13: Permission denied) while reading upstream, client: 10.0.4.9, server: reports.example.com, request: "GET /exports/2026-q3.csv HTTP/1.1", upstream: "http://127.0.0.1:8080/exports/2026-q3.csv", host: "reports.example.com"`, rung.KindPremise},
		{"server's own file refused: Apache httpd mod_authn_file AH01620 (modules/aaa/mod_authn_file.c)", "", 0, "", `[Wed Dec 02 09:20:11.123456 2026] [authn_file:error] [pid 4242:tid 139912] (13)Permission denied: [client 127.0.0.1:51234] AH01620: Could not open password file: /etc/apache2/.htpasswd`, rung.KindPremise},
		{"server's own file refused: Apache httpd core AH00529 (server/config.c ap_parse_htaccess)", "", 0, "", `[Wed Dec 02 09:20:14.501120 2026] [core:crit] [pid 4243:tid 139913] (13)Permission denied: [client 10.0.0.5:40312] AH00529: /var/www/html/.htaccess pcfg_openfile: unable to check htaccess file, ensure it is readable and that '/var/www/html/' is executable`, rung.KindPremise},
		{"server's own file refused: PHP session files handler (ext/session/mod_files.c ps_files_open)", "", 0, "", `PHP Warning:  session_start(): open(/var/lib/php/sessions/sess_9k2l1m0n8b7v6c5x, O_RDWR) failed: Permission denied (13) in /var/www/app/login.php on line 4`, rung.KindPremise},
		{"server's own file refused: Monolog StreamHandler (Laravel's log) through nginx's FastCGI stderr", "", 0, "", `2026/12/02 09:40:02 [error] 311#311: *7 FastCGI sent in stderr: "PHP message: PHP Fatal error:  Uncaught UnexpectedValueException: The stream or file "/var/www/app/storage/logs/laravel.log" could not be opened in append mode: Failed to open stream: Permission denied in /var/www/app/vendor/monolog/monolog/src/Monolog/Handler/StreamHandler.php:156"`, rung.KindPremise},

		// The file the request named, which the server may not read for
		// anyone: nginx answers 403 and logs it at [error]
		// (ngx_http_static_module.c), Apache says "access ... denied".
		{"server's own file refused (neighbour): nginx static file mode 0600 (set 67 capture, left out of the set)", "", 0, "", `2026/12/02 09:10:47 [error] 22212#22212: *11 open() "/tmp/w67/ngx/html/reports/q3.pdf" failed (13: Permission denied), client: 127.0.0.1, server: localhost, request: "GET /reports/q3.pdf HTTP/1.1", host: "127.0.0.1:20670"`, rung.KindDenied},
		{"server's own file refused (neighbour): nginx try_files under a root the worker cannot search (stat() at [crit], captured live, left out of set 67)", "", 0, "", `2026/12/02 09:25:06 [crit] 11285#11285: *35 stat() "/tmp/w67/ngx/priv/site/app/index.html" failed (13: Permission denied), client: 127.0.0.1, server: localhost, request: "GET /app/index.html HTTP/1.1", host: "127.0.0.1:20670"`, rung.KindDenied},
		{"server's own file refused: nginx auth_basic_user_file on a request for the site's root", "", 0, "", `2026/12/02 09:26:41 [crit] 1207#1207: *92 open() "/etc/nginx/.htpasswd" failed (13: Permission denied), client: 10.0.4.9, server: reports.example.com, request: "GET / HTTP/1.1", host: "reports.example.com"`, rung.KindPremise},
		{"server's own file refused (neighbour): Apache httpd core AH00035 (server/request.c)", "", 0, "", `[Wed Dec 02 09:22:01.000112 2026] [core:error] [pid 4244:tid 139914] (13)Permission denied: [client 10.0.0.5:40318] AH00035: access to /reports/q3.pdf denied (filesystem path '/srv/www/reports/q3.pdf') because search permissions are missing on a component of the path`, rung.KindDenied},
		{"server's own file refused (neighbour): Go os on a tool's own path", "go", 0, "", `tool fs.read: open /etc/ssl/private/site.key: permission denied`, rung.KindDenied},

		// A control command that signals the daemon through a pid file
		// that is not there (nginx -s): no master runs under this
		// configuration. A reload's belief is false (premise); a stop's
		// end state already holds (conflict), as set 52's empty pid file.
		{"no pid file: set 67 i67-s-reload-no-pid-file (nginx ngx_signal_process)", "", 0, "", "tool shell.run: nginx -p /tmp/w67/ngx -c conf/stopped.conf -s reload: exit status 1\n2026/12/02 09:14:28 [notice] 27202#27202: signal process started\n2026/12/02 09:14:28 [error] 27202#27202: open() \"/tmp/w67/ngx/run/stopped.pid\" failed (2: No such file or directory)", rung.KindPremise},
		{"no pid file: nginx -s stop with no pid file (captured live, left out of set 67)", "", 0, "", "tool shell.run: nginx -p /tmp/w67/ngx -c conf/stopped.conf -s stop: exit status 1\n2026/12/02 09:29:39 [notice] 17293#17293: signal process started\n2026/12/02 09:29:39 [error] 17293#17293: open() \"/tmp/w67/ngx/run/stopped.pid\" failed (2: No such file or directory)", rung.KindConflict},
		{"no pid file: nginx -s reopen with no pid file (captured live, left out of set 67)", "", 0, "", "tool shell.run: nginx -p /tmp/w67/ngx -c conf/stopped.conf -s reopen: exit status 1\n2026/12/02 09:29:39 [notice] 17298#17298: signal process started\n2026/12/02 09:29:39 [error] 17298#17298: open() \"/tmp/w67/ngx/run/stopped.pid\" failed (2: No such file or directory)", rung.KindPremise},
		{"no pid file: Apache httpd server/mpm_common.c ap_signal_server, apachectl graceful", "", 0, "", "tool shell.run: apachectl -k graceful: exit status 1\nhttpd (no pid file) not running", rung.KindPremise},
		{"no pid file (neighbour): nginx start whose pid directory is missing: premise either way", "", 0, "", "tool shell.run: nginx -c /etc/nginx/nginx.conf: exit status 1\nnginx: [emerg] open() \"/run/nginx/nginx.pid\" failed (2: No such file or directory)", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
