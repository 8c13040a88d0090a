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
