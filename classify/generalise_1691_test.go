package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9b0d77ee: 31/34 overall, 11/14 tricky.
// Tolerated: i1691-query-timeout-limit: transient vs invalid (ruling): a bare per-query deadline reads transient (57014, MySQL 3024, Trino EXCEEDED_TIME_LIMIT set 1674, "a bare query timeout stays transient" set 1300); InfluxDB's query-timeout now reads so too (generic.go).
func TestIndependentCases1691(t *testing.T) {
	runIndependent(t, "testdata/independent1691.jsonl", true, "i1691-query-timeout-limit")
}

// TestGeneralise1691InfluxSelectCaps holds InfluxDB 1.x's per-query caps
// in [coordinator], max-select-series, max-select-point (1.x spells it
// "exceeed") and max-select-buckets, as a 200's results[].error, the bare
// text and the influx CLI's output: the same SELECT meets the cap again,
// narrow it (stated.go queryBreadthWords). Source: influxd 1.6.7 live and
// its binary's format strings. Near misses: the database's own caps
// (max-series-per-database, max-values-per-tag) stay premise,
// max-concurrent-queries (every query's together) is transient, and the
// query-timeout deadline reads transient by the timeout ruling.
func TestGeneralise1691InfluxSelectCaps(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"series 200", "http", 200, "", `{"results":[{"statement_id":0,"error":"max-select-series limit exceeded: (3/2)"}]}`, rung.KindInvalid},
		{"point 200", "http", 200, "", `{"results":[{"statement_id":0,"error":"max-select-point limit exceeed: (10010/10000)"}]}`, rung.KindInvalid},
		{"buckets 200", "http", 200, "", `{"results":[{"statement_id":0,"error":"max-select-buckets limit exceeded: (1441/1000)"}]}`, rung.KindInvalid},
		{"series cli", "exec", 1, "1", "ERR: max-select-series limit exceeded: (3/2)\nexit status 1", rung.KindInvalid},
		{"point bare", "", 0, "", "max-select-point limit exceeed: (5/4)", rung.KindInvalid},
		// Near misses.
		{"series per db", "http", 400, "", `{"error":"partial write: max-series-per-database limit exceeded: (5) dropped=7"}`, rung.KindPremise},
		{"values per tag", "http", 400, "", `{"error":"partial write: max-values-per-tag limit exceeded (4/3): measurement=\"s\" tag=\"h\" value=\"9\" dropped=1"}`, rung.KindPremise},
		{"concurrent queries", "http", 200, "", `{"results":[{"statement_id":0,"error":"max-concurrent-queries limit exceeded(4, 4)"}]}`, rung.KindTransient},
		{"query timeout", "http", 200, "", `{"results":[{"statement_id":0,"error":"query-timeout limit exceeded"}]}`, rung.KindTransient},
		{"cache full", "http", 500, "", `{"error":"engine: cache-max-memory-size exceeded: (3206/2048)"}`, rung.KindTransient},
	})
}

// TestGeneralise1691InfluxEmptyStatements holds InfluxDB 1.x /query
// answers whose every statement came back with its statement_id alone (a
// SELECT over a measurement, field or range that holds nothing; the FAQ's
// "why does my query return no data"): an empty result, ambiguous
// (httppreset.go emptyResult, influxempty.go). Source: influxd 1.6.7 live.
// Near misses: a statement with series, with an error, or with only a
// warning message is not an empty result, nor is a body with other
// members beside "results".
func TestGeneralise1691InfluxEmptyStatements(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one empty", "http", 200, "", `{"results":[{"statement_id":0}]}`, rung.KindAmbiguous},
		{"two empty", "http", 200, "", `{"results":[{"statement_id":0},{"statement_id":1}]}`, rung.KindAmbiguous},
		{"spaced", "http", 200, "", "{\n  \"results\": [\n    {\n      \"statement_id\": 0\n    }\n  ]\n}\n", rung.KindAmbiguous},
		// Near misses.
		{"error", "http", 200, "", `{"results":[{"statement_id":0,"error":"database not found: nosuch"}]}`, rung.KindPremise},
		{"exists", "http", 200, "", `{"results":[{"statement_id":0,"error":"continuous query already exists"}]}`, rung.KindConflict},
		{"one empty one error", "http", 200, "", `{"results":[{"statement_id":0},{"statement_id":1,"error":"retention policy not found: x"}]}`, rung.KindPremise},
		{"series", "http", 200, "", `{"results":[{"statement_id":0,"series":[{"name":"m","columns":["time","v"],"values":[["1970-01-01T00:00:01Z",1]]}]}]}`, rung.KindUnknown},
		{"other member", "http", 200, "", `{"results":[{"statement_id":0}],"error":"timeout"}`, rung.KindTransient},
	})
}
