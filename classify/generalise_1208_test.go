package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 199bd3a0: 28/34 overall, 8/13 tricky.
// Fixed since: the absent service file (raised.go settingValueWords), pgx's
// missing GSSAPI provider (pgsetup.go clientAuthWords), the unsynced
// pipeline and the simple protocol's session settings (sqlclient.go).
// Tolerated: i1208-sslnegotiation-direct-pg15: transient vs premise ("io.EOF ... | transient", the transport table's ruling): the text is a startup write cut by the peer, which a restart or a proxy without a backend reads the same; that a PostgreSQL 15 server shuts every direct-TLS attempt lies in the DSN and the server's version, not in the words.
func TestIndependentCases1208(t *testing.T) {
	runIndependent(t, "testdata/independent1208.jsonl", true, "i1208-sslnegotiation-direct-pg15")
}

// TestGeneralise1208ServiceFile: a connection service file the string rests
// on that is absent reads premise, as set 277's certificate files; a
// malformed string and a bad setting keep invalid.
func TestGeneralise1208ServiceFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx service file missing", "postgres", 0, "", "cannot parse `service=w1208 dbname=w1208db`: failed to read service (failed to read service file: /tmp/w1208/pg_service.conf)", rung.KindPremise},
		{"pgx service file missing, protocol go", "go", 0, "", "cannot parse `service=billing`: failed to read service (failed to read service file: /home/app/.pg_service.conf)", rung.KindPremise},
		{"libpq service file missing", "postgres", 0, "", `psql: error: service file "/etc/postgresql-common/pg_service.conf" not found`, rung.KindPremise},
		{"near miss: bad sslmode", "postgres", 0, "", "cannot parse `host=db sslmode=sometimes`: failed to configure TLS (sslmode is invalid)", rung.KindInvalid},
		{"near miss: bad port", "postgres", 0, "", "cannot parse `postgres://app@db:notaport/app`: invalid port", rung.KindInvalid},
	})
}

// TestGeneralise1208ClientGSS: a client without the GSSAPI support the
// server's method needs reads premise, as set 1110's clients that cannot
// speak SCRAM; the server's judgement of a credential stays denied.
func TestGeneralise1208ClientGSS(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx no GSS provider", "postgres", 0, "", "failed to connect to `user=w1208_gss database=w1208db`: 127.0.0.1:30801 (127.0.0.1): failed GSS auth: kerberos error: no GSSAPI provider registered, see https://github.com/otan/gopgkrb5", rung.KindPremise},
		{"pgx no GSS provider, protocol go", "go", 0, "", "failed to connect to `user=etl database=warehouse`: db.internal:5432 (10.0.4.7): failed GSS auth: kerberos error: no GSSAPI provider registered, see https://github.com/otan/gopgkrb5", rung.KindPremise},
		{"libpq built without GSSAPI", "postgres", 0, "", `connection to server at "db.internal" (10.0.4.7), port 5432 failed: GSSAPI authentication not supported`, rung.KindPremise},
		{"near miss: server GSSAPI failure", "postgres", 0, "28000", `failed to connect to ` + "`user=etl database=warehouse`" + `: db.internal:5432 (10.0.4.7): server error: FATAL: GSSAPI authentication failed for user "etl" (SQLSTATE 28000)`, rung.KindDenied},
		{"near miss: wrong password", "postgres", 0, "28P01", `failed to connect to ` + "`user=etl database=warehouse`" + `: db.internal:5432 (10.0.4.7): failed SASL auth: FATAL: password authentication failed for user "etl" (SQLSTATE 28P01)`, rung.KindDenied},
	})
}

// TestGeneralise1208PipelineOrder: a pipeline closed with unsynced requests
// or unread results is the program's call order, invalid, as a batch read
// after Close; a CI pipeline's state and a closed connection keep theirs.
func TestGeneralise1208PipelineOrder(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx unsynced pipeline", "postgres", 0, "", "pipeline has unsynced requests", rung.KindInvalid},
		{"pgx unsynced pipeline, wrapped", "go", 0, "", "close pipeline for w1208 import: pipeline has unsynced requests", rung.KindInvalid},
		{"libpq uncollected results", "postgres", 0, "", "cannot exit pipeline mode with uncollected results", rung.KindInvalid},
		{"near miss: GitLab pipeline state", "http", 400, "", `{"message":"Pipeline is not cancelable"}`, rung.KindPremise},
		{"near miss: conn closed", "postgres", 0, "", "conn closed", rung.KindTransient},
	})
}

// TestGeneralise1208SimpleProtocolSession: pgx's simple protocol refusing a
// session whose settings make client-side quoting unsafe reads premise;
// an argument the simple protocol cannot encode, and a value a setting
// refuses, keep invalid.
func TestGeneralise1208SimpleProtocolSession(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx scs off", "postgres", 0, "", "simple protocol queries must be run with standard_conforming_strings=on", rung.KindPremise},
		{"pgx encoding", "postgres", 0, "", "simple protocol queries must be run with client_encoding=UTF8", rung.KindPremise},
		{"pgx scs off, wrapped", "go", 0, "", "load w1208 orders: simple protocol queries must be run with standard_conforming_strings=on", rung.KindPremise},
		{"near miss: struct argument", "postgres", 0, "", "unable to encode struct { A int }{A:1} into text format for unknown type (OID 0): cannot find encode plan", rung.KindInvalid},
		{"near miss: setting value", "postgres", 0, "22023", `ERROR: invalid value for parameter "client_encoding": "KLINGON" (SQLSTATE 22023)`, rung.KindInvalid},
	})
}
