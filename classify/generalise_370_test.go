package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases370 runs held-out set 370: long-tail AWS, PostgreSQL and MCP failures, from the vendors' docs and SDK sources, labelled blind.
func TestIndependentCases370(t *testing.T) {
	runIndependent(t, "testdata/independent370.jsonl", false)
}

// TestGeneralise370 checks PostgreSQL's SQL/JSON item-count states read as
// the other exactly-one lookups (several, or none, where one was needed),
// and a duplicate cursor as the other duplicate_* states, with near misses.
func TestGeneralise370(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"json_value several", "postgres", 0, "22034", "ERROR: JSON path expression in JSON_VALUE should return single scalar item (SQLSTATE 22034)", rung.KindAmbiguous},
		{"json_table column several", "postgres", 0, "22034", "ERROR: JSON path expression for column \"sku\" should return single item without wrapper (SQLSTATE 22034)\nHINT: Use the WITH WRAPPER clause to wrap SQL/JSON items into an array.", rung.KindAmbiguous},
		{"json_table column none", "postgres", 0, "22035", "ERROR: no SQL/JSON item found for specified path of column \"price\" (SQLSTATE 22035)", rung.KindAmbiguous},
		{"json_query empty", "postgres", 0, "22035", "ERROR: no SQL/JSON item found for specified path (SQLSTATE 22035)\nCONTEXT: SQL function \"order_total\" statement 1", rung.KindAmbiguous},
		{"cockroach-style several", "postgres", 0, "22034", "ERROR: JSON path expression in JSON_QUERY must return single item when no wrapper is requested (SQLSTATE 22034)", rung.KindAmbiguous},
		{"duplicate cursor plpgsql", "postgres", 0, "42P03", "ERROR: cursor \"c_orders\" already in use (SQLSTATE 42P03)\nCONTEXT: PL/pgSQL function export_orders() line 6 at OPEN", rung.KindConflict},
		{"duplicate cursor declare", "postgres", 0, "42P03", "ERROR: cursor \"batch_1\" already exists (SQLSTATE 42P03)", rung.KindConflict},
		// Near misses: a duplicate alias is the query's own grammar, and a
		// strict path on a key the object lacks stays a data exception.
		{"duplicate alias", "postgres", 0, "42712", "ERROR: table name \"o\" specified more than once (SQLSTATE 42712)", rung.KindInvalid},
		{"json member not found", "postgres", 0, "2203A", "ERROR: JSON object does not contain key \"sku\" (SQLSTATE 2203A)", rung.KindInvalid},
		{"cardinality unchanged", "postgres", 0, "21000", "ERROR: more than one row returned by a subquery used as an expression (SQLSTATE 21000)", rung.KindAmbiguous},
	})
}

