package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 303dd12f: 23/35 overall, 9/18 tricky.
func TestIndependentCases1196(t *testing.T) {
	runIndependent(t, "testdata/independent1196.jsonl", false)
}

// TestGeneralise1196CreatedbEncoding holds dbcommands.c's refusals of an
// encoding or locale the new database's options pair wrongly (22023), as
// createdb and psql print them without the SQLSTATE: the call's options
// are to change, invalid. A missing template and a conversion error keep
// their readings.
func TestGeneralise1196CreatedbEncoding(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"template encoding", "exec", 0, "", "createdb: error: database creation failed: ERROR:  new encoding (SQL_ASCII) is incompatible with the encoding of the template database (UTF8)\nHINT:  Use the same encoding as in the template database, or use template0 as template.", rung.KindInvalid},
		{"encoding vs locale", "exec", 0, "", "createdb: error: database creation failed: ERROR:  encoding \"LATIN1\" does not match locale \"en_US.UTF-8\"\nDETAIL:  The chosen LC_CTYPE setting requires encoding \"UTF8\".", rung.KindInvalid},
		{"lc_ctype", "exec", 0, "", "ERROR:  new LC_CTYPE (C) is incompatible with the LC_CTYPE of the template database (en_US.UTF-8)", rung.KindInvalid},
		// Near misses.
		{"missing template", "exec", 0, "", "createdb: error: database creation failed: ERROR:  template database \"w1196_base\" does not exist", rung.KindPremise},
		{"conversion", "exec", 0, "", "ERROR:  character with byte sequence 0xe2 0x80 0x99 in encoding \"UTF8\" has no equivalent in encoding \"LATIN1\"", rung.KindUnknown},
		{"initdb", "exec", 0, "", "initdb: error: encoding mismatch", rung.KindUnknown},
	})
}

// TestGeneralise1196PsqlDescribeNone holds psql's describe commands that
// matched nothing (describe.c "Did not find any ... named"): a pattern
// with a wildcard or the bare plural is an empty listing, ambiguous; an
// exact name is an object not there, premise. Another tool's "did not
// find any" sentence keeps its reading.
func TestGeneralise1196PsqlDescribeNone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dt pattern", "exec", 0, "", "Did not find any relation named \"w1196_archive_*\".", rung.KindAmbiguous},
		{"psql -f, ? pattern", "exec", 0, "", "psql:/tmp/w1196/check.sql:1: Did not find any relation named \"public.w1196_audit_?\".", rung.KindAmbiguous},
		{"no pattern", "exec", 0, "", "Did not find any relations.", rung.KindAmbiguous},
		{"exact name", "exec", 0, "", "Did not find any relation named \"w1196_orders\".", rung.KindPremise},
		{"exact extension", "exec", 0, "", "Did not find any extension named \"w1196_vector\".", rung.KindPremise},
		// Near misses.
		{"other tool", "exec", 0, "", "Did not find any matching files.", rung.KindUnknown},
		{"mid-sentence", "exec", 0, "", "scan: did not find any relation named w1196 in the manifest", rung.KindUnknown},
	})
}

// TestGeneralise1196GrantOption holds PostgreSQL's warnings from a GRANT or
// REVOKE by a role without the grant option (aclchk.c, 01007 and 01006):
// psql exits 0, nothing (or less than named) changed, for want of
// authority: denied, bare, after psql's file prefix, or with the SQLSTATE.
// The advisory-unlock warning, a warning about something else and a
// sentence that granted everything keep their readings.
func TestGeneralise1196GrantOption(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grant all none", "exec", 0, "", "WARNING:  no privileges were granted for \"w1196_audit\"", rung.KindDenied},
		{"grant some, psql -f", "exec", 0, "", "psql:/tmp/w1196/grants.sql:4: WARNING:  not all privileges were granted for \"w1196_invoices\"", rung.KindDenied},
		{"revoke none, pgx notice", "postgres", 0, "01006", "WARNING: no privileges could be revoked for \"w1196_orders\" (SQLSTATE 01006)", rung.KindDenied},
		{"revoke column", "exec", 0, "", "WARNING:  not all privileges could be revoked for column \"salary\" of relation \"w1196_payroll\"", rung.KindDenied},
		// Near misses.
		{"advisory unlock", "exec", 0, "", "WARNING:  you don't own a lock of type ExclusiveLock", rung.KindPremise},
		{"all granted", "exec", 0, "", "error: all privileges were granted for \"w1196_x\"", rung.KindUnknown},
		{"other warning", "exec", 0, "", "WARNING:  there is no transaction in progress", rung.KindTransient},
	})
}

// TestGeneralise1196PublicationWalLevel holds CREATE PUBLICATION's warning
// under wal_level = replica (publicationcmds.c): the publication exists but
// can publish nothing until the server is restarted with wal_level =
// logical, premise, as psql prints it, after a file prefix, and as a
// notice with 01000. A misspelt wal_level value stays invalid.
func TestGeneralise1196PublicationWalLevel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"psql -c", "exec", 0, "", "WARNING:  wal_level is insufficient to publish logical changes\nHINT:  Set wal_level to \"logical\" before creating subscriptions.", rung.KindPremise},
		{"psql -f", "exec", 0, "", "psql:/tmp/w1196/0040_pub.sql:2: WARNING:  wal_level is insufficient to publish logical changes", rung.KindPremise},
		{"notice 01000", "postgres", 0, "01000", "WARNING: wal_level is insufficient to publish logical changes (SQLSTATE 01000)", rung.KindPremise},
		// Near misses.
		{"bad value, pgx", "postgres", 0, "22023", "ERROR: invalid value for parameter \"wal_level\": \"logcal\" (SQLSTATE 22023)", rung.KindInvalid},
		{"bad value, psql", "exec", 0, "", "ERROR:  invalid value for parameter \"wal_level\": \"logcal\"\nHINT:  Available values: minimal, replica, logical.", rung.KindInvalid},
	})
}
