package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at dff8cf2: 28/32 overall, 13/17 tricky.
// Fixed later by the lead: i742-dropdb-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// TestIndependentCases742 runs held-out set 742: PostgreSQL 15 CLI tools (psql, pg_dump, pg_restore, createdb, dropdb, pg_isready) run live through Go os/exec, labelled blind.
func TestIndependentCases742(t *testing.T) {
	runIndependent(t, "testdata/independent742.jsonl", true)
}

// TestGeneralise742 covers the classes set 742's misses showed: a login
// refused at FATAL for a role the server lacks (28000, denied), pg_isready's
// status lines, and a dump handed to the other loader of its vendor.
func TestGeneralise742(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// FATAL role "x" does not exist (postinit.c, 28000) without the SQLSTATE.
		{"psql over the socket (libpq fe-connect.c)", "", 0, "", "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"root\" does not exist", rung.KindDenied},
		{"createdb as the OS user (libpq)", "", 0, "", "createdb: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"ubuntu\" does not exist", rung.KindDenied},
		{"pgJDBC PSQLException", "", 0, "", "org.postgresql.util.PSQLException: FATAL: role \"postgres\" does not exist", rung.KindDenied},
		{"psql under the postgres protocol", "postgres", 0, "", "psql: error: connection to server at \"db.internal\", port 5432 failed: FATAL:  role \"deployer\" does not exist", rung.KindDenied},
		{"near miss: GRANT to a missing role (42704)", "postgres", 0, "", "ERROR:  role \"analyst\" does not exist", rung.KindPremise},
		{"near miss: libpq FATAL for a missing database (3D000)", "postgres", 0, "", "psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  database \"shop\" does not exist", rung.KindPremise},
		{"near miss: lib/pq bare role sentence", "", 0, "", "pq: role \"deploy\" does not exist", rung.KindPremise},
		// pg_isready (app-pg-isready.html exit statuses 1, 2, 3).
		{"pg_isready over a socket, exit 2", "", 0, "", "/var/run/postgresql:5432 - no response", rung.KindTransient},
		{"pg_isready during startup, exit 1", "", 0, "", "db.internal:5432 - rejecting connections", rung.KindTransient},
		{"pg_isready bad parameters, exit 3", "", 0, "", "exit status 3: 127.0.0.1:5432 - no attempt", rung.KindInvalid},
		{"near miss: NATS JetStream no response", "", 0, "", "nats: no response from stream", rung.KindUnknown},
		// A dump or package given to the wrong loader; the loader names the right one.
		{"pg_restore 11 and older ([archiver])", "", 0, "", "pg_restore: [archiver] input file appears to be a text format dump. Please use psql.", rung.KindInvalid},
		{"psql mainloop.c on a custom-format dump", "", 0, "", "The input is a PostgreSQL custom-format dump.\nUse the pg_restore command-line client to restore this dump to a database.", rung.KindInvalid},
		{"Oracle impdp ORA-39143 on an exp file", "", 0, "", "ORA-39001: invalid argument value\nORA-39000: bad dump file specification\nORA-39143: dump file \"/u01/20161031/bjh02.dmp\" may be an original export dump file", rung.KindInvalid},
		{"helm install on Chart.yaml (chart/loader)", "", 0, "", "Error: INSTALLATION FAILED: file '/root/new-version/Chart.yaml' seems to be a YAML file, but expected a gzipped archive", rung.KindInvalid},
		{"near miss: GNU tar on a non-tar file", "", 0, "", "tar: This does not look like a tar archive\ntar: Exiting with failure status due to previous errors", rung.KindPremise},
		{"near miss: gzip on a plain file", "", 0, "", "gzip: backup.sql: not in gzip format", rung.KindPremise},
	})
}
