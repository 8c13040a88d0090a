package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases105 runs held-out set 105: 35 failures captured live
// as a site-reliability agent meets them in a day: nginx 1.22 (`nginx -t`,
// start, `-s reload`, a 504 page), PostgreSQL 15 via pgx (temp_file_limit,
// lock_timeout, a role's connection limit, a read-only transaction, a role
// that exists, QueryRow with no rows), Go's os and os/exec and net/http
// (a refused port, a client timeout, https to a plain port, a server that
// demands a client certificate, a name that does not resolve), the MCP
// filesystem server through the go-sdk client and the memory server through
// the TypeScript SDK client, and openai-go and anthropic-sdk-go against
// httptest servers sending the vendors' documented bodies. Labelled from
// each software's docs and sources before the classifier was run.
//
// First run at 682dc53: 33/35, tricky 18/19. Both misses are labels the
// project reads the other way on purpose, so they are tolerated, not
// "fixed":
//   - i105-pg-temp-file-limit (labelled premise, a resource cap like disk
//     full): taxonomy.md's PostgreSQL table reads 53400 over
//     temp_file_limit as invalid (the query must need less temporary
//     space), as sets 9, 52, 68 and 100 label it; set 42 is tolerated the
//     same way.
//   - i105-mcpfs-edit-no-match: first-run miss, right since the edit ruling
//     (generic.go: the old text missing from the file is premise).
//
// No class missed; TestGeneralise105 adds the class found while probing the
// set's situations in other software's words: a service manager asked to
// act on a service it does not have (shellwords.go serviceWords).
func TestIndependentCases105(t *testing.T) {
	// i105-mcpfs-edit-no-match: labelled premise, as the revised edit ruling reads it (generic.go).
	runIndependent(t, "testdata/independent105.jsonl", true,
		"i105-pg-temp-file-limit")
}

// TestGeneralise105 checks set 105's tricky situations in other software's
// words, and the class it added: a service manager asked to start, stop
// or reload a service it does not have is premise (the host is not as the
// runbook assumed), while a misspelt option or verb stays invalid and a
// refusal of authority stays denied.
func TestGeneralise105(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The class added (shellwords.go serviceWords).
		// systemd src/core/dbus-manager.c bus_get_unit_by_name: "Unit %s not loaded." (NoSuchUnit).
		{"systemd reload of a unit that is not loaded", "", 0, "", "Failed to reload nginx.service: Unit nginx.service not loaded.", rung.KindPremise},
		{"systemd stop of a socket unit never found", "", 0, "", "Failed to stop api.socket: Unit api.socket not loaded.", rung.KindPremise},
		// systemd dbus-unit.c bus_unit_validate_load_state (BUS_ERROR_UNIT_MASKED); systemctl(1) mask.
		{"systemd unit masked", "", 0, "", "Failed to start api.service: Unit api.service is masked.", rung.KindPremise},
		// systemctl status of a unit that does not exist.
		{"systemd status could not be found", "", 0, "", "Unit nginx.service could not be found.", rung.KindPremise},
		// Debian init-system-helpers service(8): "${SERVICE}: unrecognized service".
		{"sysv service unrecognized", "", 0, "", "rpcbind: unrecognized service", rung.KindPremise},
		// The same situation the classifier already read: systemd's
		// "Unit %s not found.", Windows SCM ERROR_SERVICE_DOES_NOT_EXIST
		// (1060), launchctl, supervisorctl (supervisor/supervisorctl.py
		// "ERROR (no such process)"), pm2.
		{"systemd unit not found", "", 0, "", "Failed to restart nginx.service: Unit nginx.service not found.", rung.KindPremise},
		{"windows sc 1060", "", 0, "", "[SC] OpenService FAILED 1060:\n\nThe specified service does not exist as an installed service.", rung.KindPremise},
		{"launchctl no such service", "", 0, "", `Could not find service "com.acme.api" in domain for port`, rung.KindPremise},
		{"supervisorctl no such process", "", 0, "", "api: ERROR (no such process)", rung.KindPremise},
		{"pm2 process not found", "", 0, "", "[PM2][ERROR] Process or Namespace api not found", rung.KindPremise},
		// Neighbours that keep their kind: a misspelt option or verb is the
		// call's (invalid); polkit's refusal is the caller's authority (denied).
		{"service unrecognized option", "", 0, "", "service: unrecognized option '--statuss'", rung.KindInvalid},
		// systemd src/systemctl verbs.c: "Unknown command verb '%s'." (with a "did you mean" in newer releases).
		{"systemctl unknown verb", "", 0, "", "Unknown command verb 'restat'.", rung.KindInvalid},
		{"systemctl unknown verb, suggestion", "", 0, "", "Unknown command verb 'is-inactive', did you mean 'is-active'?", rung.KindInvalid},
		{"systemctl access denied", "", 0, "", "Failed to restart nginx.service: Access denied\nSee system logs and 'systemctl status nginx.service' for details.", rung.KindDenied},
		{"systemctl interactive auth", "", 0, "", "Failed to restart nginx.service: Interactive authentication required.\nSee system logs and 'systemctl status nginx.service' for details.", rung.KindDenied},
		{"postgres unrecognized parameter", "postgres", 0, "42704", `ERROR: unrecognized configuration parameter "work_mem_x" (SQLSTATE 42704)`, rung.KindInvalid},

		// Set 105's tricky lines in other software's words (all passed on
		// the first run; kept so a later rule cannot move them).
		// EADDRINUSE: Go net.Listen, Node, CPython, Apache httpd AH00072.
		{"go listen address in use", "", 0, "", "listen tcp 127.0.0.1:8080: bind: address already in use", rung.KindPremise},
		{"node listen EADDRINUSE", "", 0, "", "Error: listen EADDRINUSE: address already in use :::3000", rung.KindPremise},
		{"apache make_sock", "", 0, "", "(98)Address already in use: AH00072: make_sock: could not bind to address [::]:80\nno listening sockets available, shutting down\nAH00015: Unable to open logs", rung.KindPremise},
		// EXDEV: Node, CPython.
		{"node EXDEV rename", "", 0, "", "EXDEV: cross-device link not permitted, rename '/tmp/report.txt' -> '/mnt/share/report.txt'", rung.KindInvalid},
		{"python EXDEV rename", "", 0, "", "OSError: [Errno 18] Invalid cross-device link: '/tmp/report.txt' -> '/mnt/share/report.txt'", rung.KindInvalid},
		// TLS 1.3 certificate_required alert (RFC 8446 6.2): CPython ssl, curl; nginx's 400 for ssl_verify_client on.
		{"python tls certificate required", "", 0, "", "ssl.SSLError: [SSL: TLSV13_ALERT_CERTIFICATE_REQUIRED] tlsv13 alert certificate required (_ssl.c:2578)", rung.KindDenied},
		{"curl tls certificate required", "", 0, "", "curl: (56) OpenSSL SSL_read: error:0A00045C:SSL routines::tlsv13 alert certificate required, errno 0", rung.KindDenied},
		{"nginx no client certificate", "http", 400, "", "<html>\r\n<head><title>400 No required SSL certificate was sent</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<center>No required SSL certificate was sent</center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindDenied},
		// TLS to a plain-HTTP port, and plain HTTP to a TLS port.
		{"curl wrong version number", "", 0, "", "curl: (35) error:0A00010B:SSL routines::wrong version number", rung.KindInvalid},
		{"nginx plain http to https port", "http", 400, "", "<html>\r\n<head><title>400 The plain HTTP request was sent to HTTPS port</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<center>The plain HTTP request was sent to HTTPS port</center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindInvalid},
		// A config test's "duplicate" is the config's syntax, not a conflict.
		{"nginx duplicate default server", "", 0, "", "nginx: [emerg] a duplicate default server for 0.0.0.0:80 in /etc/nginx/sites-enabled/api:3\nnginx: configuration file /etc/nginx/nginx.conf test failed", rung.KindInvalid},
		{"nginx duplicate upstream", "", 0, "", "nginx: [emerg] duplicate upstream \"backend\" in /etc/nginx/conf.d/api.conf:1\nnginx: configuration file /etc/nginx/nginx.conf test failed", rung.KindInvalid},
		// A role's or server's connection limit is a wait: MySQL 1226 and 1040, PostgreSQL 53300.
		{"mysql max_user_connections", "", 0, "", "Error 1226 (42000): User 'app' has exceeded the 'max_user_connections' resource (current value: 10)", rung.KindTransient},
		{"mysql too many connections", "", 0, "", "Error 1040 (08004): Too many connections", rung.KindTransient},
		{"postgres too many clients", "", 0, "", "FATAL: sorry, too many clients already (SQLSTATE 53300)", rung.KindTransient},
		// A server that will not write: MySQL --read-only (1290).
		{"mysql read-only", "", 0, "", "Error 1290 (HY000): The MySQL server is running with the --read-only option so it cannot execute this statement", rung.KindPremise},
		// A name that does not exist (NXDOMAIN): Node getaddrinfo ENOTFOUND.
		{"node getaddrinfo ENOTFOUND", "", 0, "", "Error: getaddrinfo ENOTFOUND metrics.internal", rung.KindPremise},
	})
}
