package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise52 holds each class that held-out set 52 (everyday failures
// captured live from pgx, Go's net/http and os, and nginx run by an agent's
// shell tool) missed on its first run, with the set's own lines and the same
// class in other software's words, each with where it comes from. A rule
// that knew only the set's lines would fail here.
func TestGeneralise52(t *testing.T) {
	cases := []wordingCase{
		// A configuration that names one thing twice: the checker refused
		// the file the caller wrote; nothing exists to conflict with.
		{"configuration names a thing twice: set 52: nginx 1.22 -t, a second location /api/ (captured live)", "", 0, "", "tool shell.run: nginx -t -p /tmp/w52/ngx -c conf/duploc.conf: exit status 1\n2026/12/02 07:43:05 [emerg] 24718#24718: duplicate location \"/api/\" in /tmp/w52/ngx/conf/duploc.conf:12\nnginx: configuration file /tmp/w52/ngx/conf/duploc.conf test failed", rung.KindInvalid},
		{"configuration names a thing twice: set 52: nginx 1.22 -t, two default_server blocks on one port (captured live)", "", 0, "", "tool shell.run: nginx -t -p /tmp/w52/ngx -c conf/dupdefault.conf: exit status 1\n2026/12/02 07:43:05 [emerg] 24719#24719: a duplicate default server for 127.0.0.1:20523 in /tmp/w52/ngx/conf/dupdefault.conf:8\nnginx: configuration file /tmp/w52/ngx/conf/dupdefault.conf test failed", rung.KindInvalid},
		{"configuration names a thing twice: nginx src/http/ngx_http_upstream.c ngx_http_upstream_add (\"duplicate upstream \\\"%V\\\"\"), as systemctl's journal shows it", "", 0, "", `nginx[1187]: nginx: [emerg] duplicate upstream "billing" in /etc/nginx/conf.d/billing.conf:1`, rung.KindInvalid},
		{"configuration names a thing twice: go-yaml v3 decode.go (\"mapping key %#v already defined at line %d\"), a compose file loaded by a Go tool", "", 0, "", "load docker-compose.yml: yaml: unmarshal errors:\n  line 14: mapping key \"image\" already defined at line 9", rung.KindInvalid},
		{"configuration names a thing twice: Terraform internal/configs/module.go (\"Duplicate resource %q configuration\")", "", 0, "", "Error: Duplicate resource \"aws_s3_bucket\" configuration\n\n  on main.tf line 12:\n  12: resource \"aws_s3_bucket\" \"logs\" {\n\nA aws_s3_bucket resource named \"logs\" was already declared at main.tf:3,1-33. Resource names must be unique per type in each module.", rung.KindInvalid},
		{"configuration names a thing twice: HAProxy src/cfgparse-listen.c (\"%s '%s' has the same name as %s '%s' declared at %s:%d.\")", "", 0, "", "[ALERT]    (4120) : config : Parsing [/etc/haproxy/haproxy.cfg:31]: backend 'api' has the same name as backend 'api' declared at /etc/haproxy/haproxy.cfg:20.", rung.KindInvalid},
		{"configuration names a thing twice: Prometheus config/config.go (\"found multiple scrape configs with job name %q\")", "", 0, "", `Error loading config (--config.file=/etc/prometheus/prometheus.yml): parsing YAML file /etc/prometheus/prometheus.yml: found multiple scrape configs with job name "node"`, rung.KindInvalid},
		// nginx refusing its own configuration file, whatever word the
		// [emerg] line uses: ngx_conf_log_error ends every parse error
		// with " in FILE:LINE". Captured live from nginx 1.22.1 -t (not
		// in set 52).
		{"nginx refused its configuration: nginx 1.22.1 -t, a file that ends inside a block (ngx_conf_file.c \"unexpected end of file, expecting\"; not a network EOF)", "", 0, "", "tool shell.run: nginx -t -c conf/eof.conf: exit status 1\n2026/12/02 07:49:08 [emerg] 31485#31485: unexpected end of file, expecting \"}\" in /tmp/w52/ngx/conf/p-eof.conf:9\nnginx: configuration file /tmp/w52/ngx/conf/p-eof.conf test failed", rung.KindInvalid},
		{"nginx refused its configuration: nginx 1.22.1 -t, a limit_req_zone declared twice (ngx_http_limit_req_module.c \"is already bound to key\")", "", 0, "", "tool shell.run: nginx -t -c conf/dupzone.conf: exit status 1\n2026/12/02 07:49:02 [emerg] 31295#31295: limit_req_zone \"api\" is already bound to key \"$binary_remote_addr\" in /tmp/w52/ngx/conf/p-dupzone.conf:8\nnginx: configuration file /tmp/w52/ngx/conf/p-dupzone.conf test failed", rung.KindInvalid},
		{"nginx refused its configuration: nginx 1.22.1 -t, a misspelt variable (ngx_http_variables.c \"unknown \\\"%V\\\" variable\", no position; -t says test failed)", "", 0, "", "tool shell.run: nginx -t -c conf/unkvar.conf: exit status 1\n2026/12/02 07:49:13 [emerg] 31656#31656: unknown \"upstream_addrr\" variable\nnginx: configuration file /tmp/w52/ngx/conf/p-unkvar.conf test failed", rung.KindInvalid},
		{"nginx refused its configuration: nginx 1.22.1 -t, a directive given twice (ngx_conf_file.c \"directive is duplicate\")", "", 0, "", "tool shell.run: nginx -t -c conf/dupdirective.conf: exit status 1\n2026/12/02 07:48:59 [emerg] 31209#31209: \"proxy_pass\" directive is duplicate in /tmp/w52/ngx/conf/p-dupdirective.conf:7\nnginx: configuration file /tmp/w52/ngx/conf/p-dupdirective.conf test failed", rung.KindInvalid},
		{"nginx refused its configuration: nginx 1.22.1 -t, a listen outside a server block (ngx_conf_file.c \"directive is not allowed here\")", "", 0, "", "tool shell.run: nginx -t -c conf/notallowed.conf: exit status 1\n2026/12/02 07:49:05 [emerg] 31382#31382: \"listen\" directive is not allowed here in /tmp/w52/ngx/conf/p-notallowed.conf:7\nnginx: configuration file /tmp/w52/ngx/conf/p-notallowed.conf test failed", rung.KindInvalid},
		// The host's facts in the same lines keep their kind.
		{"the host's facts stay the errno's: nginx 1.22.1 -t, an include of a file that is not there (captured live)", "", 0, "", "tool shell.run: nginx -t -c conf/include.conf: exit status 1\n2026/12/02 07:49:15 [emerg] 31715#31715: open() \"/tmp/w52/ngx/conf/upstreams.conf\" failed (2: No such file or directory) in /tmp/w52/ngx/conf/p-include.conf:8\nnginx: configuration file /tmp/w52/ngx/conf/p-include.conf test failed", rung.KindPremise},
		{"the host's facts stay the errno's: set 52: nginx 1.22.1, a port another nginx holds (captured live)", "", 0, "", "tool shell.run: nginx -p /tmp/w52/ngx -c conf/admin.conf: exit status 1\nnginx: [emerg] bind() to 127.0.0.1:20521 failed (98: Address already in use)\nnginx: [emerg] still could not bind()", rung.KindPremise},
		{"the host's facts stay the errno's: nginx 1.22.1 -t, proxy_pass to a name that does not resolve (ngx_http_upstream.c \"host not found in upstream\"; captured live)", "", 0, "", "tool shell.run: nginx -t: exit status 1\n2026/12/02 07:42:26 [emerg] 24357#24357: host not found in upstream \"inventory.internal.invalid\" in /tmp/w52/ngx/conf/hostup.conf:9\nnginx: configuration file /tmp/w52/ngx/conf/hostup.conf test failed", rung.KindPremise},

		{"the host's facts stay the errno's: nginx 1.22.1 -t, a user directive naming an account the host lacks (ngx_process_cycle.c getpwnam; captured live)", "", 0, "", "tool shell.run: nginx -t: exit status 1\n2026/12/02 07:56:27 [emerg] 5471#5471: getpwnam(\"nosuchuser52\") failed in /tmp/w52/ngx/conf/p-user.conf:1\nnginx: configuration file /tmp/w52/ngx/conf/p-user.conf test failed", rung.KindPremise},
		{"nginx refused its configuration: nginx 1.22.1 -t, an ssl listen without ssl_certificate (ngx_http_ssl_module.c; the agent's own file: unlike a client's handshake log, invalid; captured live)", "", 0, "", "tool shell.run: nginx -t: exit status 1\n2026/12/02 07:56:27 [emerg] 5477#5477: no \"ssl_certificate\" is defined for the \"listen ... ssl\" directive in /tmp/w52/ngx/conf/p-x.conf:3\nnginx: configuration file /tmp/w52/ngx/conf/p-x.conf test failed", rung.KindInvalid},
		{"a stop finds its end state: nginx 1.22.1 -s stop with an empty pid file (captured live)", "", 0, "", "tool shell.run: nginx -s stop: exit status 1\n2026/12/02 07:56:27 [notice] 5473#5473: signal process started\n2026/12/02 07:56:27 [error] 5473#5473: invalid PID number \"\" in \"/tmp/w52/ngx/run/r.pid\"", rung.KindConflict},
		// The world's duplicates keep their kind: no configuration file.
		{"a row's duplicate stays conflict: PostgreSQL 23505 through pgx, wrapped by golang-migrate (a .sql file, not a configuration)", "", 0, "", `migration failed: ERROR: duplicate key value violates unique constraint "plans_code_key" (SQLSTATE 23505) in line 0: INSERT INTO plans (code) VALUES ('pro')`, rung.KindConflict},
		{"an API's duplicate stays conflict: GitHub 422 already_exists through go-github (no configuration file)", "", 0, "", `POST https://api.github.com/repos/acme/app/hooks: 422 Validation Failed [{Resource:Hook Field: Code:custom Message:Hook already exists on this repository}]`, rung.KindConflict},

		// A daemon's control command that finds no daemon running.
		{"the daemon a control command signals is not running: set 52: nginx 1.22 -s reload with an empty pid file (captured live)", "", 0, "", "tool shell.run: nginx -p /tmp/w52/ngx -c conf/r.conf -s reload: exit status 1\n2026/12/02 07:43:08 [notice] 24784#24784: signal process started\n2026/12/02 07:43:08 [error] 24784#24784: invalid PID number \"\" in \"/tmp/w52/ngx/run/r.pid\"", rung.KindPremise},
		{"the daemon a control command signals is not running: Apache httpd server/mpm_common.c ap_signal_server (\"%s (no pid file) not running\")", "", 0, "", "tool shell.run: apachectl graceful: exit status 1\nhttpd (no pid file) not running", rung.KindPremise},
		{"the daemon a control command signals is not running: Apache httpd server/mpm_common.c ap_signal_server (\"%s (pid %d?) not running\"), a stale pid file", "", 0, "", "tool shell.run: apachectl -k restart: exit status 1\nhttpd (pid 4242?) not running", rung.KindPremise},
		{"the daemon a control command signals is not running: PostgreSQL src/bin/pg_ctl/pg_ctl.c do_reload (\"PID file \\\"%s\\\" does not exist\" / \"Is server running?\")", "", 0, "", "tool shell.run: pg_ctl -D /var/lib/postgresql/15/main reload: exit status 1\npg_ctl: PID file \"/var/lib/postgresql/15/main/postmaster.pid\" does not exist\nIs server running?", rung.KindPremise},
		{"a stop finds its end state: nginx -s stop with an empty pid file (ngx_signal_process; the goal, no nginx, holds: endstate.go's principle)", "", 0, "", "tool shell.run: nginx -s stop: exit status 1\n2026/12/02 07:50:11 [error] 3190#3190: invalid PID number \"\" in \"/run/nginx.pid\"", rung.KindConflict},
	}
	runWordingCases(t, cases)
}
