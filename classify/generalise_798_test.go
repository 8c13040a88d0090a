package classify

import "testing"

// TestIndependentCases798 runs held-out set 798: JVM client exceptions (JDBC, HikariCP, Spring, Hibernate, Jackson, AWS SDK v2, Kafka, OkHttp), labelled blind.
func TestIndependentCases798(t *testing.T) {
	runIndependent(t, "testdata/independent798.jsonl", false)
}
