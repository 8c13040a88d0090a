package classify

import "testing"

// TestIndependentCases809 runs held-out set 809: MySQL/MariaDB server errors, their Go/Python/node drivers, Aurora/RDS, Vitess/PlanetScale and TiDB, labelled blind.
func TestIndependentCases809(t *testing.T) {
	runIndependent(t, "testdata/independent809.jsonl", false)
}
