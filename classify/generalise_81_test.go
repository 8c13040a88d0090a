package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise81 holds the class set 81 missed, in its own set's words and
// in other software's wording of the same fact, with its source.
func TestGeneralise81(t *testing.T) {
	cases := []wordingCase{
		// A server's fixed sentence that allows a statement's option only
		// in a mode or direction ("available only in CSV mode", "only
		// available using COPY FROM"): "available" names the option's
		// scope, not a quantity the world holds; the statement must drop
		// the option or change the mode.
		{"option only in a mode: set 81: PostgreSQL 15 copy.c ProcessCopyOptions via pgx", "postgres", 0, "0A000", "tool load_tsv: ERROR: COPY force not null available only in CSV mode (SQLSTATE 0A000)", rung.KindInvalid},
		{"option only in a mode: PostgreSQL 14 copy.c ProcessCopyOptions (HEADER before 15's text-format header)", "postgres", 0, "0A000", "ERROR: COPY HEADER available only in CSV mode (SQLSTATE 0A000)", rung.KindInvalid},
		{"option only in a mode: PostgreSQL 16 copy.c ProcessCopyOptions, DEFAULT on COPY TO", "postgres", 0, "0A000", "tool export_csv: ERROR: COPY DEFAULT only available using COPY FROM (SQLSTATE 0A000)", rung.KindInvalid},
		{"option only in a mode: Greenplum src/backend/commands/copy.c: SEGMENT REJECT LIMIT (single row error handling) on COPY TO, through lib/pq", "postgres", 0, "0A000", "pq: COPY single row error handling only available using COPY FROM", rung.KindInvalid},
		{"option only in a mode: Apache HAWQ src/backend/commands/copy.c (a Greenplum fork), 0A000: QUOTE outside CSV mode", "postgres", 0, "0A000", "ERROR:  quote available only in CSV mode", rung.KindInvalid},
		{"option only in a mode: a Greenplum-derived exttablecmds.c DefineExternalRelation, ERRCODE_INVALID_PARAMETER_VALUE: DATE_FORMAT on a writable external table", "postgres", 0, "22023", "ERROR: DATE_FORMAT specification only available using COPY FROM or READ ONLY foreign table (SQLSTATE 22023)", rung.KindInvalid},
		// The application's own words with "available" stay the world's.
		{"a quantity the world holds: an application's RAISE under 22023 (set 39's class)", "postgres", 0, "22023", "ERROR: only 2 seats available for show 481, requested 3 (SQLSTATE 22023)", rung.KindPremise},
		{"a plan: an application's RAISE under 0A000 (set 39's class)", "postgres", 0, "0A000", "ERROR: exports are only available on the Business plan (SQLSTATE 0A000)", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
