package classify

import "testing"

// TestIndependentCases419 runs held-out set 419: data pipeline tools' long tail (Airflow, dbt, Spark, Flink, Kafka Connect, Airbyte, Dagster, Prefect, Delta, Iceberg, GE), from the vendors' docs, labelled blind.
func TestIndependentCases419(t *testing.T) {
	runIndependent(t, "testdata/independent419.jsonl", false)
}
