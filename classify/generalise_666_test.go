package classify

import "testing"

// TestIndependentCases666 runs held-out set 666: data warehouses and analytics engines (BigQuery, Snowflake, Databricks, Redshift/Athena, ClickHouse, DuckDB), labelled blind.
func TestIndependentCases666(t *testing.T) {
	runIndependent(t, "testdata/independent666.jsonl", false)
}
