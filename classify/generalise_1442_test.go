package classify

import "testing"

// First run at 6e30919f: 32/34 overall, 13/15 tricky.
// Tolerated: i1442-rewrite-cycle: premise vs invalid (ruling): set 268 and docs/taxonomy.md read nginx's "rewrite or internal redirection cycle" as premise, a loop in the server's configuration; the line's caller wrote that rewrite, so an edit (invalid) repairs it, but the text alone does not say whose configuration it is.
// Tolerated: i1442-static-file-permission: denied vs premise (ruling): set 1404's nginxFileErrno reads EACCES on a served file as denied (the worker may not touch the path); only nginx's own files (temp path, password file) read premise (ownfile.go). The label read the operator's view: a deployed file whose mode shuts out the worker user.
func TestIndependentCases1442(t *testing.T) {
	runIndependent(t, "testdata/independent1442.jsonl", true, "i1442-rewrite-cycle", "i1442-static-file-permission")
}

// TestGeneralise1442StaleDaemonSignal: a control command's signal that
// meets no process (ESRCH) through a stale pid file is set 52's
// daemon-not-running class: nginx's ngx_os_signal_process logs
// `kill(PID, SIGNO) failed (3: No such process)`, pg_ctl "could not send
// reload signal (PID: N): No such process". Premise for a reload or
// reopen; conflict for a stop (SIGTERM 15, SIGQUIT 3, pg_ctl's "stop
// signal"): its end state holds. EPERM stays denied. nginx 1.22.1
// captured live (configtext.go daemonSignalGone).
func TestGeneralise1442StaleDaemonSignal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx-reload-stale", "exec", 1, "", "2026/12/06 12:22:10 [notice] 7130#7130: signal process started\n2026/12/06 12:22:10 [alert] 7130#7130: kill(31337, 1) failed (3: No such process)", premise},
		{"nginx-reopen-stale", "exec", 1, "", "nginx: [alert] kill(2811, 10) failed (3: No such process)", premise},
		{"nginx-stop-stale", "exec", 1, "", "2026/12/06 12:22:10 [notice] 7130#7130: signal process started\n2026/12/06 12:22:10 [alert] 7130#7130: kill(4242, 15) failed (3: No such process)", conflict},
		{"nginx-quit-stale", "nginx", 0, "", "2026/12/06 12:22:10 [alert] 7130#7130: kill(4242, 3) failed (3: No such process)", conflict},
		{"pgctl-reload-stale", "exec", 1, "", "pg_ctl: could not send reload signal (PID: 4242): No such process", premise},
		{"pgctl-stop-stale", "exec", 1, "", "pg_ctl: could not send stop signal (PID: 4242): No such process", conflict},
		// Near misses: a signal refused by the kernel is authority, not absence.
		{"near-nginx-kill-eperm", "exec", 1, "", "2026/12/06 12:22:10 [alert] 7130#7130: kill(1, 1) failed (1: Operation not permitted)", denied},
		{"near-pgctl-eperm", "exec", 1, "", "pg_ctl: could not send reload signal (PID: 1): Operation not permitted", denied},
		{"near-nginx-invalid-pid", "exec", 1, "", `2026/12/06 12:22:10 [error] 7129#7129: invalid PID number "" in "/run/nginx.pid"`, premise},
	})
}

// TestGeneralise1442NginxLoadHostNotFound: nginx resolves the names its
// configuration gives when it loads it (ngx_parse_url,
// ngx_inet_resolve_host), and an [emerg] "host not found in upstream",
// "host not found in ... of the \"listen\" directive" or "host not found
// in resolver" stops a test, start or reload: the file is right, the name
// does not resolve on this host (premise), as HAProxy's "could not resolve
// address". A malformed host in the file stays invalid, and a
// request-time resolver failure keeps its rcode's reading. nginx 1.22.1
// captured live (configtext.go configText).
func TestGeneralise1442NginxLoadHostNotFound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx-t-upstream", "exec", 1, "", "2026/12/06 12:21:52 [emerg] 6745#6745: host not found in upstream \"orders.svc.cluster.local\" in /etc/nginx/conf.d/orders.conf:9\nnginx: configuration file /etc/nginx/nginx.conf test failed", premise},
		{"nginx-log-upstream", "nginx", 0, "", `2026/12/06 12:21:52 [emerg] 1#1: host not found in upstream "backend:8080" in /etc/nginx/conf.d/default.conf:3`, premise},
		{"nginx-listen", "exec", 1, "", `nginx: [emerg] host not found in "db.internal:5432" of the "listen" directive in /etc/nginx/nginx.conf:14`, premise},
		{"nginx-resolver", "exec", 1, "", `nginx: [emerg] host not found in resolver "dns.cluster.local" in /etc/nginx/conf.d/default.conf:3`, premise},
		// Near misses: the file's own malformed host, and request-time resolution.
		{"near-invalid-host", "exec", 1, "", `nginx: [emerg] invalid host in upstream "http://" in /etc/nginx/conf.d/app.conf:7`, invalid},
		{"near-no-port", "exec", 1, "", `nginx: [emerg] no port in upstream "api" in /etc/nginx/conf.d/app.conf:7`, invalid},
		{"near-resolver-servfail", "nginx", 0, "", `2026/12/06 12:21:52 [error] 6742#6742: *5 api.internal could not be resolved (2: Server failure), client: 127.0.0.1, server: , request: "GET / HTTP/1.1", host: "x"`, transient},
		{"near-haproxy", "exec", 1, "", `[ALERT]    (1) : config : parsing [/etc/haproxy/haproxy.cfg:31] : 'server app1' : could not resolve address 'app1.internal'.`, premise},
	})
}
