package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise111 checks, in other software's words and without the
// SQLSTATE a pgx capture carries, the database classes set 111 met on its
// bad night:
//   - a server in the other replication role than the call needs (a hot
//     standby refusing a write or a WAL control function, a primary
//     refusing a recovery control function): premise, the writer is another
//     server; "in progress" alone would read as a wait (pgsentence.go
//     pgDuringRecovery; serverrole.go for MySQL and Oracle).
//   - every connection slot taken: transient, though PostgreSQL words it as
//     slots "reserved for" superusers (pgServerSentences; serverrole.go).
//   - the connection lost under a statement: transient (serverrole.go).
//
// Then two classes of set 111's other lines: a server's own parser
// refusing its configuration file for what the file says (invalid), with
// the host's facts in the same checkers' lines kept premise or denied
// (configtext.go; callmisuse.go's empty path now needs the errno right
// after the operation), and a response stream cut off mid-body in Node's
// words (transient, jsnet.go).
//
// Beside them, the neighbours that must keep their kind: the postmaster's
// "in recovery mode" after a crash and a recovery conflict (waits), other
// software's "recovery is in progress" inside a longer sentence and other
// operations in progress (waits), a role the caller lacks (denied), and a
// *sql.DB or *sql.Conn the program closed itself (invalid).
func TestGeneralise111(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 111's standby lines as lib/pq and psql print them (PostgreSQL
		// 15 xlogfuncs.c pg_switch_wal and pg_promote; utility.c
		// PreventCommandDuringRecovery).
		{"lib/pq pg_switch_wal on a standby", "", 0, "", "pq: recovery is in progress", rung.KindPremise},
		{"psql pg_walfile_name on a standby", "", 0, "", "ERROR:  recovery is in progress\nHINT:  pg_walfile_name() cannot be executed during recovery.", rung.KindPremise},
		{"psycopg2 pg_switch_wal on a standby", "", 0, "", "psycopg2.errors.ObjectNotInPrerequisiteState: recovery is in progress\nHINT:  WAL control functions cannot be executed during recovery.", rung.KindPremise},
		{"pgx text without the code (set 111)", "", 0, "", "ERROR: recovery is in progress (SQLSTATE 55000)", rung.KindPremise},
		{"lib/pq VACUUM on a standby", "", 0, "", "pq: cannot execute VACUUM during recovery", rung.KindPremise},
		{"psql LOCK TABLE on a standby", "", 0, "", "ERROR:  cannot execute LOCK TABLE during recovery", rung.KindPremise},
		{"lib/pq pg_promote on a primary", "", 0, "", "pq: recovery is not in progress", rung.KindPremise},
		// MySQL 1792 ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION (SQLSTATE
		// 25006) and 1836 ER_READ_ONLY_MODE (innodb_read_only), through
		// go-sql-driver/mysql; Oracle ORA-16000 from an Active Data Guard
		// standby (Oracle Database Error Messages).
		{"mysql 1792 read only transaction", "", 0, "", "Error 1792 (25006): Cannot execute statement in a READ ONLY transaction.", rung.KindPremise},
		{"mysql 1836 read-only mode", "", 0, "", "Error 1836 (HY000): Running in read-only mode", rung.KindPremise},
		{"oracle ORA-16000 standby", "", 0, "", "ORA-16000: database or pluggable database open for read-only access", rung.KindPremise},

		// Set 111's too-many-clients line without its SQLSTATE, in the
		// PostgreSQL 15 and 16 wordings (postinit.c), and Oracle's
		// ORA-00020 / ORA-00018 for the same situation.
		{"lib/pq reserved slots pg15", "", 0, "", "pq: remaining connection slots are reserved for non-replication superuser connections", rung.KindTransient},
		{"psql reserved slots pg16", "", 0, "", "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute", rung.KindTransient},
		{"pg16 reserved connections role", "", 0, "", `FATAL:  remaining connection slots are reserved for roles with privileges of the "pg_use_reserved_connections" role`, rung.KindTransient},
		{"oracle ORA-00020", "", 0, "", "ORA-00020: maximum number of processes (300) exceeded", rung.KindTransient},
		{"oracle ORA-00018", "", 0, "", "ORA-00018: maximum number of sessions exceeded", rung.KindTransient},

		// The connection lost under a statement (set 111's pg crash line
		// is pgx's bare "unexpected EOF"): MySQL client error 2006 through
		// go-sql-driver, PHP PDO and PyMySQL; Oracle ORA-03113; go-mssqldb.
		{"mysql 2006 go-sql-driver", "", 0, "", "Error 2006 (HY000): MySQL server has gone away", rung.KindTransient},
		{"mysql 2006 php pdo", "", 0, "", "SQLSTATE[HY000]: General error: 2006 MySQL server has gone away", rung.KindTransient},
		{"mysql 2006 pymysql", "", 0, "", "(2006, 'MySQL server has gone away')", rung.KindTransient},
		{"oracle ORA-03113", "", 0, "", "ORA-03113: end-of-file on communication channel\nProcess ID: 4122\nSession ID: 77 Serial number: 5081", rung.KindTransient},
		{"sql server transport-level error", "", 0, "", "mssql: A transport-level error has occurred when sending the request to the server.", rung.KindTransient},

		// A server's own parser refusing its configuration file (set 111's
		// nginx -s reload "unknown directive", configtext.go): HAProxy's
		// cfgparse (an unknown keyword, a server line's arguments, the
		// summary), Redis config.c, OpenSSH servconf.c/readconf.c, go-yaml's
		// strict decoding in Prometheus.
		{"nginx reload unknown directive (set 111)", "", 0, "", "exit status 1: 2026/12/02 14:51:31 [emerg] 20560#20560: unknown directive \"proxy_passs\" in /tmp/w111/nginx/conf/nginx.conf:14", rung.KindInvalid},
		{"haproxy unknown keyword", "", 0, "", "[ALERT]    (1) : config : parsing [/etc/haproxy/haproxy.cfg:12] : unknown keyword 'bindd' in 'frontend' section", rung.KindInvalid},
		{"haproxy server arguments", "", 0, "", "[ALERT] 335/021407 (1) : parsing [/etc/haproxy/haproxy.cfg:31] : 'server' expects <name> and <addr>[:<port>] as arguments.", rung.KindInvalid},
		{"haproxy summary", "", 0, "", "[ALERT]    (1) : config : Error(s) found in configuration file : /etc/haproxy/haproxy.cfg", rung.KindInvalid},
		{"redis bad directive", "", 0, "", "*** FATAL CONFIG FILE ERROR (Redis 7.0.11) ***\nReading the configuration file, at line 45\n>>> 'maxmemory-policyy allkeys-lru'\nBad directive or wrong number of arguments", rung.KindInvalid},
		{"sshd bad option", "", 0, "", "/etc/ssh/sshd_config: line 14: Bad configuration option: PermitRootLogn", rung.KindInvalid},
		{"prometheus unknown field", "", 0, "", "err=\"error loading config from \\\"/etc/prometheus/prometheus.yml\\\": parsing YAML file /etc/prometheus/prometheus.yml: yaml: unmarshal errors:\\n  line 12: field scrape_intervall not found in type config.GlobalConfig\"", rung.KindInvalid},
		// ... and the host's facts in the same checkers' lines (set 111's
		// nginx certificate line is premise): a certificate file that is
		// not there, a server name that does not resolve, a log file the
		// server may not open.
		{"nginx reload certificate missing (set 111)", "", 0, "", "exit status 1: 2026/12/02 14:51:32 [emerg] 20565#20565: cannot load certificate \"/tmp/w111/nginx/certs/api.crt\": BIO_new_file() failed (SSL: error:80000002:system library::No such file or directory:calling fopen(/tmp/w111/nginx/certs/api.crt, r) error:10000080:BIO routines::no such file)", rung.KindPremise},
		{"haproxy certificate missing", "", 0, "", "[ALERT]    (1) : config : parsing [/etc/haproxy/haproxy.cfg:40] : 'bind *:443' : unable to stat SSL certificate from file '/etc/ssl/private/api.pem' : No such file or directory.", rung.KindPremise},
		{"haproxy server does not resolve", "", 0, "", "[ALERT]    (1) : config : parsing [/etc/haproxy/haproxy.cfg:52] : 'server app1' : could not resolve address 'app1'.", rung.KindPremise},
		{"redis log file refused", "", 0, "", "*** FATAL CONFIG FILE ERROR (Redis 7.0.11) ***\nReading the configuration file, at line 171\n>>> 'logfile \"/var/log/redis/redis-server.log\"'\nCan't open the log file: Permission denied", rung.KindDenied},
		{"go empty path stays the call's", "", 0, "", "open : no such file or directory", rung.KindInvalid},

		// A response stream cut off mid-body (set 111's openai-go
		// "connection reset by peer" and anthropic-sdk-go "unexpected
		// EOF"), in Node's words: stream.finished's
		// ERR_STREAM_PREMATURE_CLOSE, node-fetch passing it on, undici
		// fetch's "terminated"; Python httpx's for the same.
		{"node premature close", "", 0, "", "Error [ERR_STREAM_PREMATURE_CLOSE]: Premature close", rung.KindTransient},
		{"node-fetch premature close", "", 0, "", "FetchError: Invalid response body while trying to fetch https://api.openai.com/v1/chat/completions: Premature close", rung.KindTransient},
		{"undici terminated", "", 0, "", "TypeError: terminated", rung.KindTransient},
		{"undici terminated with cause", "", 0, "", "TypeError: terminated\n    at Fetch.onAborted (node:internal/deps/undici/undici:11000:53)\n  [cause]: SocketError: other side closed", rung.KindTransient},
		{"httpx incomplete body", "", 0, "", "httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)", rung.KindTransient},

		// Neighbours.
		{"pg crash recovery mode stays a wait", "", 0, "", "pq: the database system is in recovery mode", rung.KindTransient},
		{"pg recovery conflict stays a wait", "postgres", 0, "40001", "ERROR: canceling statement due to conflict with recovery (SQLSTATE 40001)", rung.KindTransient},
		{"another program's recovery in a sentence stays a wait", "", 0, "", "Elasticsearch: index recovery is in progress for shard 3", rung.KindTransient},
		{"a schema change in progress stays a wait", "", 0, "", "A schema change is already in progress", rung.KindTransient},
		{"superuser needed stays denied", "", 0, "", "ERROR: must be superuser to alter replication roles or change replication attribute", rung.KindDenied},
		{"mysql too many connections stays a wait", "", 0, "", "Error 1040: Too many connections", rung.KindTransient},
		{"a closed sql.DB is premise (the handle ruling)", "", 0, "", "sql: database is closed", rung.KindPremise},
		{"a closed sql.Conn stays the program's", "", 0, "", "sql: connection is already closed", rung.KindInvalid},
		{"mysql --read-only stays premise", "", 0, "", "Error 1290 (HY000): The MySQL server is running with the --read-only option so it cannot execute this statement", rung.KindPremise},
	})
}

// TestIndependentCases111 runs testdata/independent111.jsonl: 35 failures
// captured live on one bad night from running software, as an on-call
// agent meets them: a PostgreSQL 15 primary and hot standby through pgx
// (lock and connection-slot exhaustion, writes and WAL control on the
// standby, a recovery conflict, a full tablespace, a backend killed and the
// crash recovery after it, a fast shutdown mid-query, a replication slot
// created twice), SQLite through modernc (a second process's lock, a full
// disk), a read-only remount under Go's os, nginx 1.22 (an upstream killed
// or stalled, limit_req, reloads with a broken directive, a missing
// certificate and no master running), Go net/http (a POST whose server
// died), the MCP reference servers through the Go SDK, the TypeScript SDK
// and raw JSON-RPC (killed mid-call and called again, a request timeout,
// a full disk, a path outside the roots, a missing entity, bad arguments),
// and openai-go and anthropic-sdk-go against httptest servers sending the
// vendors' documented overload, 5xx, quota and mid-stream bodies and
// cutting streams; 15 lines are tricky. Labelled from the software's docs
// and sources before the classifier was run. First run on 336e7c1: 34/35
// (tricky 14/15).
//
// No class needed a fix for the set's own lines; TestGeneralise111 holds
// the classes its database lines stand for in other programs' words and
// without a SQLSTATE (a standby's refusals, reserved connection slots, a
// lost server connection; a configuration file its server refused; a
// response cut off mid-stream), which missed before (pgsentence.go,
// serverrole.go, configtext.go, callmisuse.go, jsnet.go).
//
// i111-mcp-ts-not-connected (the TypeScript SDK's bare "Not connected"
// after the server process died) missed until the session ruling
// (toolquotes.go closedSession) and no longer needs tolerating.
func TestIndependentCases111(t *testing.T) {
	runIndependent(t, "testdata/independent111.jsonl", true)
}
