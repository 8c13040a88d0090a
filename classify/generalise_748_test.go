package classify

import "testing"

// TestIndependentCases748 runs held-out set 748: data pipeline and orchestration tools (Databricks, Spark/Delta, Airflow, dbt, Dagster, Prefect, Fivetran, Airbyte), labelled blind.
func TestIndependentCases748(t *testing.T) {
	runIndependent(t, "testdata/independent748.jsonl", false)
}
